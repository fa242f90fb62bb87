import { Type, type Static } from 'typebox';
import { CATEGORIES } from '../rules/categories.ts';
import { CategorySchema, EmailSchema, Nullable, TextSchema, TimestampSchema, UuidSchema } from './common.ts';

/** A chat template as the public chat receives it (`GET /api/templates/public`, active ones). */
export const ChatTemplateSchema = Type.Object({
  name: Type.String(),
  content: Type.String(),
  isActive: Type.Boolean(),
});
export type ChatTemplate = Static<typeof ChatTemplateSchema>;
export const ChatTemplateListSchema = Type.Array(ChatTemplateSchema);

/** Landing page fields a chat embedded on `/p/:slug` carries through to the lead. */
const landingFields = {
  landingPageId: Type.Optional(UuidSchema),
  prefilledService: Type.Optional(TextSchema(200)),
  prefilledLocation: Type.Optional(TextSchema(200)),
  landingContext: Type.Optional(TextSchema(2000)),
};

/** `POST /api/leads/profile`. `context` is the earlier request; `answers` the reply to the questions. */
export const LeadProfileRequestSchema = Type.Object(
  {
    userRequest: TextSchema(2000, 1),
    context: Type.Optional(TextSchema(4000)),
    answers: Type.Optional(TextSchema(2000)),
    ...landingFields,
  },
  { additionalProperties: false },
);
export type LeadProfileRequest = Static<typeof LeadProfileRequestSchema>;

/** A comune as the chat shows it: «Reggio di Calabria (RC)». `province` is the province's name, `provinceCode` its sigla. */
export const ComuneRefSchema = Type.Object({
  municipality: Type.String(),
  province: Type.String(),
  provinceCode: Type.String(),
  istatCode: Type.String({ pattern: '^\\d{6}$' }),
});
export type ComuneRef = Static<typeof ComuneRefSchema>;

/**
 * The analysis of a request. `category` is null when the need is unclear (then
 * `needsClarification` is true with numbered Italian questions); a need outside the six keeps its own name
 * («Avvocato»): the chat offers the six instead and such a request never becomes a lead. `location` is null
 * when no comune was found, or when the place named fits several comuni («Reggio»): then `placeChoices` lists
 * them, most populous first, and a question asks which one.
 */
export const LeadProfileSchema = Type.Object({
  category: Nullable(CategorySchema),
  needsClarification: Type.Boolean(),
  clarificationQuestions: Type.Array(Type.String()),
  location: Nullable(ComuneRefSchema),
  /** Additive: present, with two or more comuni, only when the place named is ambiguous. */
  placeChoices: Type.Optional(Type.Array(ComuneRefSchema, { minItems: 2 })),
});
export type LeadProfile = Static<typeof LeadProfileSchema>;

export const LeadProfileResponseSchema = Type.Object({
  success: Type.Boolean(),
  profile: LeadProfileSchema,
});
export type LeadProfileResponse = Static<typeof LeadProfileResponseSchema>;

export const SendVerificationBodySchema = Type.Object(
  {
    email: EmailSchema,
    /**
     * Additive: the `leadId` this chat received before (a resend, or «Cambia email»). That verification stops
     * counting: its code no longer verifies and it can no longer become a lead. Only the latest counts.
     */
    replacesLeadId: Type.Optional(UuidSchema),
  },
  { additionalProperties: false },
);
export type SendVerificationBody = Static<typeof SendVerificationBodySchema>;

/** `leadId` is present when `success` is true. */
export const VerificationResponseSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  leadId: Type.Optional(UuidSchema),
  /**
   * Additive: seconds before the server accepts another code for this address (the resend cooldown, or
   * longer when this was the last send the per-email limit allows in its window). The chat counts it down.
   */
  resendAfterSeconds: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type VerificationResponse = Static<typeof VerificationResponseSchema>;

export const VerifyCodeBodySchema = Type.Object({ email: EmailSchema, code: TextSchema(12, 1) }, { additionalProperties: false });
export type VerifyCodeBody = Static<typeof VerifyCodeBodySchema>;

export const VerifyCodeResponseSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type VerifyCodeResponse = Static<typeof VerifyCodeResponseSchema>;

/** One of the six services a lead can be for (`CATEGORIES`). */
export const OfferedCategorySchema = Type.Enum(CATEGORIES);

/**
 * `POST /api/leads/complete`. The price is the server's; the category and the comune are the ones the visitor
 * confirmed in the chat (`category`, `istatCode`), else the server derives them from the request. A lead is
 * only ever for one of the six services.
 */
export const LeadSubmissionSchema = Type.Object(
  {
    userEmail: EmailSchema,
    userRequest: TextSchema(2000, 1),
    userName: TextSchema(120, 1),
    userPhone: Type.Optional(TextSchema(40)),
    /**
     * Additive, required: the `leadId` answered by send-verification. Only that verification counts, so a
     * lead is bound to the chat that verified the email (nobody else can spend a victim's verification).
     */
    leadId: UuidSchema,
    /**
     * Additive, required: the person agreed to share the request and contacts with the businesses (the
     * privacy notice of `PRIVACY_NOTICE_VERSION`). Anything but `true` is 400 `privacy_consent_required`.
     */
    privacyConsent: Type.Literal(true),
    /** Additive: the service the visitor confirmed (one of the six; anything else is 400 `service_not_offered`). */
    category: Type.Optional(OfferedCategorySchema),
    /** Additive: the ISTAT code of the comune the visitor confirmed (an unknown code is 400 on `istatCode`). */
    istatCode: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
    ...landingFields,
  },
  { additionalProperties: false },
);
export type LeadSubmission = Static<typeof LeadSubmissionSchema>;

export const CompleteLeadResponseSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  leadId: UuidSchema,
});
export type CompleteLeadResponse = Static<typeof CompleteLeadResponseSchema>;

/** A message of the chat panel (client state only). Flags select the inline form shown under it. */
export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('ai'), Type.Literal('user')]),
  content: Type.String(),
  timestamp: TimestampSchema,
  clarificationQuestions: Type.Optional(Type.Array(Type.String())),
  showEmailForm: Type.Optional(Type.Boolean()),
  showVerificationForm: Type.Optional(Type.Boolean()),
  showUserDetailsForm: Type.Optional(Type.Boolean()),
  showNewRequestOption: Type.Optional(Type.Boolean()),
  /** The six services as buttons (a need outside them, or a second unclear answer). */
  showServiceChoices: Type.Optional(Type.Boolean()),
  /** The comuni an ambiguous place may be, as buttons. */
  placeChoices: Type.Optional(Type.Array(ComuneRefSchema)),
  /** A button that starts a new request (after «No» to a new one). */
  showRestartOption: Type.Optional(Type.Boolean()),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

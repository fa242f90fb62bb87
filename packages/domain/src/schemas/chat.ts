import { Type, type Static } from 'typebox';
import { CategorySchema, EmailSchema, Nullable, TextSchema, TimestampSchema, UuidSchema } from './common.ts';
import { LeadLocationSchema } from './lead.ts';

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

/**
 * The analysis of a request. `category` is null when the need is unclear (then
 * `needsClarification` is true with numbered Italian questions); `location` null when no comune was found.
 */
export const LeadProfileSchema = Type.Object({
  category: Nullable(CategorySchema),
  needsClarification: Type.Boolean(),
  clarificationQuestions: Type.Array(Type.String()),
  location: Nullable(LeadLocationSchema),
});
export type LeadProfile = Static<typeof LeadProfileSchema>;

export const LeadProfileResponseSchema = Type.Object({
  success: Type.Boolean(),
  profile: LeadProfileSchema,
});
export type LeadProfileResponse = Static<typeof LeadProfileResponseSchema>;

export const SendVerificationBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });
export type SendVerificationBody = Static<typeof SendVerificationBodySchema>;

/** `leadId` is present when `success` is true. */
export const VerificationResponseSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  leadId: Type.Optional(UuidSchema),
});
export type VerificationResponse = Static<typeof VerificationResponseSchema>;

export const VerifyCodeBodySchema = Type.Object({ email: EmailSchema, code: TextSchema(12, 1) }, { additionalProperties: false });
export type VerifyCodeBody = Static<typeof VerifyCodeBodySchema>;

export const VerifyCodeResponseSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type VerifyCodeResponse = Static<typeof VerifyCodeResponseSchema>;

/**
 * `POST /api/leads/complete`. The server re-derives category, location and price: a client cannot
 * send them (no additional properties).
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
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

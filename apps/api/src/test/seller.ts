/** The seller every invoice names: a company with its REA registration. */
export const SELLER_ENV = {
  COMPANY_NAME: 'TrovaPro S.r.l.',
  COMPANY_VAT: 'IT 12345678903',
  COMPANY_ADDRESS: 'Via dell’Arco 3, 61032 Fano (PU)',
  COMPANY_STREET: 'Via dell’Arco 3',
  COMPANY_POSTAL_CODE: '61032',
  COMPANY_CITY: 'Fano',
  COMPANY_PROVINCE: 'PU',
  COMPANY_REA_OFFICE: 'PU',
  COMPANY_REA_NUMBER: '123456',
};

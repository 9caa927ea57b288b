import { INTERNATIONAL_PHONE, type FieldRules } from './rules';

/** The fields of the contact form a visitor fills in. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const MESSAGE_MAX_LENGTH = 2000;

/** name required + person_name, email required + email, phone regex, message required. */
export const contactRules: Record<ContactField, FieldRules> = {
  name: { required: true, person_name: true, max: 120 },
  email: { required: true, email: true, max: 254 },
  phone: { regex: INTERNATIONAL_PHONE, max: 32 },
  message: { required: true, max: MESSAGE_MAX_LENGTH },
};

export function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}

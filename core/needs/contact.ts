// The needs board's two contact forms (spec 001 §需求): contacting a need's seller, and the
// interest form of an investment. Their stores, in the one form shape (core/form/form.ts).

import { createFormStore, type FormStore, firstRefused } from '../form/form';
import { validateConsult, validateContact } from './form';

const CONTACT = { content: '', company: '', name: '', phone: '', email: '' };
const CONSULT = { name: '', phone: '', remarks: '' };

export type ContactValues = typeof CONTACT;
export type ConsultValues = typeof CONSULT;

/** The contact-the-seller form of a need. */
export function createContactForm(): FormStore<ContactValues, keyof ContactValues> {
  return createFormStore<ContactValues, keyof ContactValues>(CONTACT, (values) =>
    firstRefused(validateContact(values)),
  );
}

/** The "I am interested" form of an investment. */
export function createConsultForm(): FormStore<ConsultValues, keyof ConsultValues> {
  return createFormStore<ConsultValues, keyof ConsultValues>(CONSULT, (values) =>
    firstRefused(validateConsult(values)),
  );
}

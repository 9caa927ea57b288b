/** The contact form (spec §5 rules): see the contact work; this is its public interface. */
export interface ContactFormProps {
  /** Locale-neutral path of the page the form is on (where a form sent without JavaScript returns). */
  page: string;
  /** A subject line stored with the enquiry (e.g. the property's title and ref). */
  subject?: string;
  /** Text the message field starts with. */
  initialMessage?: string;
  className?: string;
}

export function ContactForm(_props: ContactFormProps) {
  return null;
}

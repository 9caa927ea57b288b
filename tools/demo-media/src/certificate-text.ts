/** The wording of a demo certificate, shared by the scan (raster) and the PDF. Dates come from the seed. */
import type { Rng } from './prng';

export interface CertificateText {
  heading: string;
  title: string;
  certify: string;
  holder: string;
  address: string;
  body: string[];
  number: string;
  issued: string;
  expires: string;
  issuer: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function certificateText(label: string | undefined, alt: string, rng: Rng): CertificateText {
  const fromAlt = alt
    .replace(/^certificate:\s*/i, '')
    .replace(/\s*\(pdf\)\s*$/i, '')
    .trim();
  const title = (fromAlt.length >= (label ?? '').length ? fromAlt : label) || 'Certificate of Conformity';
  const t = title.toLowerCase();
  const scope = /14001|environment/.test(t)
    ? 'Environmental management of the design and construction of residential and commercial buildings.'
    : /45001|safety|health/.test(t)
      ? 'Occupational health and safety management on construction sites and in offices.'
      : /energy|leed|breeam|green/.test(t)
        ? 'Energy performance and sustainable design of new residential developments.'
        : 'Design, construction and project management of residential and commercial buildings.';
  const year = 2019 + rng.int(0, 5);
  const month = rng.int(0, 11);
  const day = rng.int(1, 28);
  const issuers = [
    'Hellenic Certification Institute',
    'Aegean Quality Assessment S.A.',
    'Mediterranean Standards Bureau',
    'EuroCert Hellas',
  ];
  return {
    heading: 'CERTIFICATE',
    title,
    certify: 'This is to certify that the management system of',
    holder: 'DKG Development & Construction S.A.',
    address: 'Vasilissis Sofias 42, 106 76 Athens, Greece',
    body: [
      'has been assessed and found to conform to the requirements',
      `of ${title}`,
      'for the following scope of activities:',
      scope,
    ],
    number: `No. DKG-${year}-${String(rng.int(100, 999))}`,
    issued: `${day} ${MONTHS[month]} ${year}`,
    expires: `${day} ${MONTHS[month]} ${year + 3}`,
    issuer: rng.pick(issuers),
  };
}

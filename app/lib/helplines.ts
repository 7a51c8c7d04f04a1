/**
 * Verified responsible-gambling helplines: used by the dialog, the footer and /responsible-gaming.
 * Keep them here only, so a changed number is changed once.
 */
export interface Helpline {
  name: string;
  description: string;
  phone: string;
  /** tel: form of the number. */
  tel: string;
  hours: string;
  extra?: string;
  website?: string;
}

export const HELPLINES: readonly Helpline[] = [
  {
    name: "National Responsible Gambling Programme",
    description: "Free, confidential counselling for gamblers and their families",
    phone: "0800 006 008",
    tel: "+27800006008",
    hours: "24/7, toll-free",
    extra: 'SMS or WhatsApp "HELP" to 076 675 0710',
    website: "https://responsiblegambling.org.za",
  },
  {
    name: "SADAG (South African Depression and Anxiety Group)",
    description: "Support for depression, anxiety and related distress",
    phone: "0800 21 22 23",
    tel: "+27800212223",
    hours: "8:00-20:00",
  },
  {
    name: "Lifeline South Africa",
    description: "Crisis counselling",
    phone: "0861 322 322",
    tel: "+27861322322",
    hours: "24/7",
  },
];

export const PRIMARY_HELPLINE = HELPLINES[0]!;
export const MINIMUM_AGE = 18;

import { brand } from '@/config/brand';

/** Spec section 1: the FAQ's ten topics, in its order, as questions and answers. */
export const FAQ_ITEMS: readonly { id: string; question: string; answer: string }[] = [
  {
    id: 'non-profit',
    question: `Is ${brand.appName} a non-profit organization?`,
    answer: `Yes. ${brand.appName} is a non-profit organization. We help people who receive Social Security, retirement benefits or wages manage their money through our Representative Payee, Federal Fiduciary and Money Management programs.`,
  },
  {
    id: 'trust',
    question: 'Can I trust you with my money?',
    answer:
      'Yes. Your money is used only for your needs: your bills, your daily living and your savings. We record every payment we make for you, and you can ask us about your account at any time.',
  },
  {
    id: 'self-referral',
    question: 'Can I refer myself?',
    answer:
      'Yes. You do not need anyone to refer you. Choose Apply Now and fill in the application yourself. A relative or a case manager can also apply for you.',
  },
  {
    id: 'debit-card',
    question: 'How do I receive my spending money?',
    answer: 'Your spending money is loaded onto your debit card every week.',
  },
  {
    id: 'records',
    question: 'Do you keep records of my account?',
    answer:
      'Yes. We keep a record of all the money that comes in and every payment that goes out, and our accounts are audited. Once you are a client you can download your account statement from My Account.',
  },
  {
    id: 'lost-card',
    question: 'What if I lose my debit card?',
    answer: 'Call your local office as soon as you can. We will order a replacement card, which takes 7-10 days to arrive.',
  },
  {
    id: 'bills',
    question: 'How are my bills paid?',
    answer: 'We pay your bills through scheduled payments, so they are paid on time every month.',
  },
  {
    id: 'expedited-card',
    question: 'Can I get a replacement card faster?',
    answer: 'Yes. For a fee, we can send an expedited replacement card, which arrives in 1-2 days.',
  },
  {
    id: 'walk-in',
    question: 'Can I visit your office in person?',
    answer:
      'We do not have a walk-in office. Please call or email your local office, or send us a message from the Contact Us page, and we will get back to you.',
  },
  {
    id: 'budget',
    question: 'How do you make sure my money lasts the whole month?',
    answer:
      'We plan a budget with you so that your funds last for 30 days: your bills are paid first, and the rest is shared out across the month.',
  },
];

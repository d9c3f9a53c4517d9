import type { MessageDescriptor } from '@/i18n/i18n';

/** Spec section 1: the FAQ's ten topics, in its order, as questions and answers ({app}: the brand's name). */
export const FAQ_ITEMS: readonly { id: string; question: MessageDescriptor; answer: MessageDescriptor }[] = [
  {
    id: 'non-profit',
    question: /*i18n*/ { id: 'faq.non_profit.question', message: 'Is {app} a non-profit organization?' },
    answer: /*i18n*/ {
      id: 'faq.non_profit.answer',
      message:
        'Yes. {app} is a non-profit organization. We help people who receive Social Security, retirement benefits or wages manage their money through our Representative Payee, Federal Fiduciary and Money Management programs.',
    },
  },
  {
    id: 'trust',
    question: /*i18n*/ { id: 'faq.trust.question', message: 'Can I trust you with my money?' },
    answer: /*i18n*/ {
      id: 'faq.trust.answer',
      message:
        'Yes. Your money is used only for your needs: your bills, your daily living and your savings. We record every payment we make for you, and you can ask us about your account at any time.',
    },
  },
  {
    id: 'self-referral',
    question: /*i18n*/ { id: 'faq.self_referral.question', message: 'Can I refer myself?' },
    answer: /*i18n*/ {
      id: 'faq.self_referral.answer',
      message: 'Yes. You do not need anyone to refer you. Choose Apply Now and fill in the application yourself. A relative or a case manager can also apply for you.',
    },
  },
  {
    id: 'debit-card',
    question: /*i18n*/ { id: 'faq.debit_card.question', message: 'How do I receive my spending money?' },
    answer: /*i18n*/ { id: 'faq.debit_card.answer', message: 'Your spending money is loaded onto your debit card every week.' },
  },
  {
    id: 'records',
    question: /*i18n*/ { id: 'faq.records.question', message: 'Do you keep records of my account?' },
    answer: /*i18n*/ {
      id: 'faq.records.answer',
      message:
        'Yes. We keep a record of all the money that comes in and every payment that goes out, and our accounts are audited. Once you are a client you can download your account statement from My Account.',
    },
  },
  {
    id: 'lost-card',
    question: /*i18n*/ { id: 'faq.lost_card.question', message: 'What if I lose my debit card?' },
    answer: /*i18n*/ {
      id: 'faq.lost_card.answer',
      message: 'Call your local office as soon as you can. We will order a replacement card, which takes 7-10 days to arrive.',
    },
  },
  {
    id: 'bills',
    question: /*i18n*/ { id: 'faq.bills.question', message: 'How are my bills paid?' },
    answer: /*i18n*/ { id: 'faq.bills.answer', message: 'We pay your bills through scheduled payments, so they are paid on time every month.' },
  },
  {
    id: 'expedited-card',
    question: /*i18n*/ { id: 'faq.expedited_card.question', message: 'Can I get a replacement card faster?' },
    answer: /*i18n*/ { id: 'faq.expedited_card.answer', message: 'Yes. For a fee, we can send an expedited replacement card, which arrives in 1-2 days.' },
  },
  {
    id: 'walk-in',
    question: /*i18n*/ { id: 'faq.walk_in.question', message: 'Can I visit your office in person?' },
    answer: /*i18n*/ {
      id: 'faq.walk_in.answer',
      message:
        'We do not have a walk-in office. Please call or email your local office, or send us a message from the Contact Us page, and we will get back to you.',
    },
  },
  {
    id: 'budget',
    question: /*i18n*/ { id: 'faq.budget.question', message: 'How do you make sure my money lasts the whole month?' },
    answer: /*i18n*/ {
      id: 'faq.budget.answer',
      message: 'We plan a budget with you so that your funds last for 30 days: your bills are paid first, and the rest is shared out across the month.',
    },
  },
];

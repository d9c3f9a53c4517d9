/** The home page's texts (spec section 1), kept apart from the layout that draws them. */
export const HOW_IT_WORKS = [
  {
    title: 'Complete the registration form',
    text: 'Fill in the online application with your details and the program you need. You can save it and come back later.',
  },
  {
    title: 'Review of information',
    text: 'Our team reviews the information you gave us and contacts you if anything is missing.',
  },
  {
    title: 'Submission to the Social Security Administration',
    text: 'We submit your application to the Social Security Administration.',
  },
  {
    title: 'Approval or rejection',
    text: 'Your request is approved or rejected, and we tell you by email either way.',
  },
] as const;

export const BILL_GROUPS = [
  {
    title: 'Essential living expenses',
    items: ['Rent or mortgage', 'Electricity, gas and water', 'Groceries', 'Phone and internet'],
  },
  {
    title: 'Financial and legal support',
    items: ['Loan and debt payments', 'Taxes', 'Court fees and fines', 'Insurance premiums'],
  },
  {
    title: 'Medical and miscellaneous needs',
    items: ['Medical bills and prescriptions', 'Health insurance', 'Clothing and personal care', 'Personal spending money'],
  },
] as const;

export const PROGRAMS = [
  {
    name: 'Representative Payee',
    text: 'For people who receive Social Security or SSI and need help managing it. We receive the benefits on your behalf, pay your bills and make sure your everyday needs are met.',
  },
  {
    name: 'Federal Fiduciary',
    text: 'For veterans who receive VA benefits and need help managing them. We manage the benefits for the veteran, pay the bills and keep a record of every payment.',
  },
  {
    name: 'Money Management',
    text: 'For people who receive Social Security, retirement benefits or wages and want help by their own choice: a monthly budget, bills paid on time and money set aside for what matters.',
  },
] as const;

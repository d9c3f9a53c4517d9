/** The home page's texts (spec section 1), kept apart from the layout that draws them. */
export const HOW_IT_WORKS = [
  {
    title: /*i18n*/ { id: 'home.how.register.title', message: 'Complete the registration form' },
    text: /*i18n*/ {
      id: 'home.how.register.text',
      message: 'Fill in the online application with your details and the program you need. You can save it and come back later.',
    },
  },
  {
    title: /*i18n*/ { id: 'home.how.review.title', message: 'Review of information' },
    text: /*i18n*/ { id: 'home.how.review.text', message: 'Our team reviews the information you gave us and contacts you if anything is missing.' },
  },
  {
    title: /*i18n*/ { id: 'home.how.submission.title', message: 'Submission to the Social Security Administration' },
    text: /*i18n*/ { id: 'home.how.submission.text', message: 'We submit your application to the Social Security Administration.' },
  },
  {
    title: /*i18n*/ { id: 'home.how.decision.title', message: 'Approval or rejection' },
    text: /*i18n*/ { id: 'home.how.decision.text', message: 'Your request is approved or rejected, and we tell you by email either way.' },
  },
] as const;

export const BILL_GROUPS = [
  {
    title: /*i18n*/ { id: 'home.bills.living.title', message: 'Essential living expenses' },
    items: [
      /*i18n*/ { id: 'home.bills.living.rent', message: 'Rent or mortgage' },
      /*i18n*/ { id: 'home.bills.living.utilities', message: 'Electricity, gas and water' },
      /*i18n*/ { id: 'home.bills.living.groceries', message: 'Groceries' },
      /*i18n*/ { id: 'home.bills.living.phone', message: 'Phone and internet' },
    ],
  },
  {
    title: /*i18n*/ { id: 'home.bills.financial.title', message: 'Financial and legal support' },
    items: [
      /*i18n*/ { id: 'home.bills.financial.loans', message: 'Loan and debt payments' },
      /*i18n*/ { id: 'home.bills.financial.taxes', message: 'Taxes' },
      /*i18n*/ { id: 'home.bills.financial.court', message: 'Court fees and fines' },
      /*i18n*/ { id: 'home.bills.financial.insurance', message: 'Insurance premiums' },
    ],
  },
  {
    title: /*i18n*/ { id: 'home.bills.medical.title', message: 'Medical and miscellaneous needs' },
    items: [
      /*i18n*/ { id: 'home.bills.medical.prescriptions', message: 'Medical bills and prescriptions' },
      /*i18n*/ { id: 'home.bills.medical.health_insurance', message: 'Health insurance' },
      /*i18n*/ { id: 'home.bills.medical.clothing', message: 'Clothing and personal care' },
      /*i18n*/ { id: 'home.bills.medical.spending', message: 'Personal spending money' },
    ],
  },
] as const;

export const PROGRAMS = [
  {
    name: /*i18n*/ { id: 'home.programs.representative_payee.name', message: 'Representative Payee' },
    text: /*i18n*/ {
      id: 'home.programs.representative_payee',
      message:
        'For people who receive Social Security or SSI and need help managing it. We receive the benefits on your behalf, pay your bills and make sure your everyday needs are met.',
    },
  },
  {
    name: /*i18n*/ { id: 'home.programs.federal_fiduciary.name', message: 'Federal Fiduciary' },
    text: /*i18n*/ {
      id: 'home.programs.federal_fiduciary',
      message: 'For veterans who receive VA benefits and need help managing them. We manage the benefits for the veteran, pay the bills and keep a record of every payment.',
    },
  },
  {
    name: /*i18n*/ { id: 'home.programs.money_management.name', message: 'Money Management' },
    text: /*i18n*/ {
      id: 'home.programs.money_management',
      message:
        'For people who receive Social Security, retirement benefits or wages and want help by their own choice: a monthly budget, bills paid on time and money set aside for what matters.',
    },
  },
] as const;

export const homeMessages = {
  heroTitle: /*i18n*/ { id: 'home.hero.title', message: 'Helping You Manage Your Benefits Effectively' },
  heroText: /*i18n*/ {
    id: 'home.hero.text',
    message:
      'Representative Payee, Federal Fiduciary and Money Management services for people who receive Social Security, retirement benefits or wages in Maryland, Virginia and Ohio.',
  },
  howTitle: /*i18n*/ { id: 'home.how.title', message: 'How It works' },
  howIntro: /*i18n*/ { id: 'home.how.intro', message: 'Four steps from your application to a decision.' },
  step: /*i18n*/ { id: 'home.how.step', message: 'Step {number}' },
  billsTitle: /*i18n*/ { id: 'home.bills.title', message: 'Reliable Bill Management' },
  billsIntro: /*i18n*/ { id: 'home.bills.intro', message: 'We pay your bills on time, so you can focus on living well.' },
  servicesTitle: /*i18n*/ { id: 'home.services.title', message: 'Our Services' },
  servicesIntro: /*i18n*/ { id: 'home.services.intro', message: 'Three programs, one goal: your money working for you.' },
  aboutTitle: /*i18n*/ { id: 'home.about.title', message: 'About {app}' },
  aboutText: /*i18n*/ {
    id: 'home.about.text',
    message:
      '{app} is a non-profit representative payee and money management provider. Since 2008 we have helped people who receive Social Security, retirement benefits or wages pay their bills on time, budget for the month and keep their money safe.',
  },
  aboutStates: /*i18n*/ { id: 'home.about.states', message: 'We serve clients in Maryland, Virginia and Ohio, and we treat every client with care and respect.' },
  knowMore: /*i18n*/ { id: 'home.about.know_more', message: 'Know More' },
  numbersTitle: /*i18n*/ { id: 'home.numbers.title', message: 'Our Commitment in Numbers' },
  clientsServed: /*i18n*/ { id: 'home.numbers.clients', message: 'Clients Served' },
  statesCovered: /*i18n*/ { id: 'home.numbers.states', message: 'States Covered' },
  years: /*i18n*/ { id: 'home.numbers.years', message: 'Years of Experience' },
  since: /*i18n*/ { id: 'home.since', message: 'Since {year}' },
  areasTitle: /*i18n*/ { id: 'home.areas.title', message: 'We are present in...' },
  map: /*i18n*/ { id: 'home.areas.map', message: 'Map of the United States with Maryland, Virginia and Ohio marked' },
  faqTitle: /*i18n*/ { id: 'home.faq.title', message: 'Frequently Asked Questions' },
} as const;

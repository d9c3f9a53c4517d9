/** The About Us page's texts (spec section 1); {brand}: the provider's name. */
export const aboutMessages = {
  pageTitle: /*i18n*/ { id: 'about.page_title', message: 'About Us' },
  heading: /*i18n*/ { id: 'about.heading', message: 'We Are {brand} Payee Services' },
  intro: /*i18n*/ { id: 'about.intro', message: '{brand} Payee Services offers specialised programs that help individuals manage their finances with confidence and ease.' },
  whatWeDo: /*i18n*/ { id: 'about.what_we_do', message: 'What We Do' },
  whatWeDoTitle: /*i18n*/ { id: 'about.what_we_do.title', message: 'Helping You Manage Your Benefits Effectively' },
  whatWeDoText: /*i18n*/ {
    id: 'about.what_we_do.text',
    message: 'We provide reliable Representative Payee and Money Management Services for people who receive Social Security, retirement benefits or wages.',
  },
  monthly: /*i18n*/ {
    id: 'about.what_we_do.monthly',
    message: 'We take care of your monthly finances: we receive your benefits, pay your rent and bills on time, and plan a budget with you so that your money lasts the whole month.',
  },
  picture: /*i18n*/ { id: 'about.what_we_do.picture', message: 'What We Do: a home, a paid bill and savings' },
  valuesTitle: /*i18n*/ { id: 'about.values.title', message: 'Our Values' },
  communities: /*i18n*/ { id: 'about.values.communities', message: 'Uplifting Communities' },
  communitiesText: /*i18n*/ { id: 'about.values.communities.text', message: 'Stable finances make stable homes. By helping each client, we help the neighbourhoods they live in.' },
  transparency: /*i18n*/ { id: 'about.values.transparency', message: 'Transparency' },
  transparencyText: /*i18n*/ { id: 'about.values.transparency.text', message: 'Every dollar we receive and pay for you is recorded, and you can always ask where your money went.' },
  empowering: /*i18n*/ { id: 'about.values.empowering', message: 'Empowering' },
  empoweringText: /*i18n*/ { id: 'about.values.empowering.text', message: 'We plan with you, not for you, so that you stay in charge of your life and your choices.' },
  banner: /*i18n*/ { id: 'about.banner', message: 'Helping You Manage Your Finances with Care and Confidence' },
} as const;

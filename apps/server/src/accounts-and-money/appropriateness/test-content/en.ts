import type { TestWording } from './index.ts';

export const en: TestWording = {
  'warrants-1': [
    'What does a warrant give you?',
    'An obligation to buy the share at a set price.',
    'A right, but no obligation, to buy or sell the underlying at a set price until a set date.',
    'A share of the company’s profit every year.',
  ],
  'warrants-2': [
    'What happens to a warrant that is out of the money on its expiry date?',
    'It expires worthless and you lose what you paid.',
    'The issuer pays back what you paid.',
    'It turns into shares.',
  ],
  'warrants-3': [
    'What is a subscription right in a rights issue?',
    'A loan to the company.',
    'A promise that the share price will rise.',
    'A right to buy new shares at a set price during the subscription period; it can also be sold.',
  ],
  'leveraged-1': [
    'A bull certificate with leverage 5 follows an index. The index falls 4 % in a day. Roughly how does the certificate move?',
    'It falls 4 %.',
    'It rises 20 %.',
    'It falls 20 %.',
  ],
  'leveraged-2': [
    'What happens to a mini future when the underlying reaches its stop-loss level?',
    'Nothing, it keeps trading.',
    'It is ended and whatever is left, if anything, is paid back: you may lose everything.',
    'Its leverage is doubled.',
  ],
  'leveraged-3': [
    'Why can a product with daily leverage lose value over time even if the underlying ends where it began?',
    'The leverage is reset every day, so swings up and down compound into a loss.',
    'The issuer keeps the dividends.',
    'It cannot: it always ends where the underlying does.',
  ],
  'options-1': [
    'You buy a call option. What is the most you can lose?',
    'The premium you paid.',
    'Nothing.',
    'An unlimited amount.',
  ],
  'options-2': [
    'What happens if you sell (write) a call option without owning the underlying?',
    'Your loss is limited to the premium.',
    'You get the right to buy the share.',
    'Your possible loss is unlimited if the price rises.',
  ],
  'options-3': [
    'All else equal, what usually happens to an option’s value as its expiry date comes closer?',
    'It rises.',
    'Its time value falls.',
    'It stays the same.',
  ],
  'structured-1': [
    'Whom do you depend on to be paid by a certificate or a tracker?',
    'The stock exchange.',
    'The issuer: if the issuer fails, you can lose your money.',
    'The state deposit guarantee.',
  ],
  'structured-2': [
    'A tracker follows an index. What does it usually not give you?',
    'Exposure to the index’s price.',
    'A price on the exchange every trading day.',
    'The dividends of the index’s shares, or protection of your capital.',
  ],
  'structured-3': [
    'What does the market maker of a certificate do?',
    'Quotes buy and sell prices so you can trade; the spread between them is a cost to you.',
    'Guarantees you a profit.',
    'Votes at the general meeting for you.',
  ],
  'funds-1': [
    'What makes a fund complex, such as a hedge fund or a leveraged fund?',
    'It holds Nordic shares only.',
    'It charges no fee.',
    'It may use derivatives, leverage or short selling, so its risk can be hard to judge.',
  ],
  'funds-2': [
    'Can a complex fund limit when you may sell your units?',
    'Yes: some trade only monthly or quarterly, with a notice period.',
    'No: every fund can be sold at once, any day.',
    'Only when the fund has gone up.',
  ],
  'funds-3': [
    'A fund’s yearly fee is 2 % and it returns 5 % before fees. What do you get?',
    '7 %.',
    'About 3 %.',
    '5 %.',
  ],
  'bonds-1': [
    'What usually happens to the price of a fixed-rate bond when market interest rates rise?',
    'It falls.',
    'It rises.',
    'Nothing.',
  ],
  'bonds-2': [
    'What is the credit risk of a bond?',
    'The risk that share prices fall.',
    'The risk that the issuer cannot pay the interest or pay back the loan.',
    'The risk that the currency rises.',
  ],
  'bonds-3': [
    'What does a high yield, compared with similar bonds, usually tell you?',
    'The bond is safer.',
    'The bond never falls in value.',
    'The market sees a higher risk that the issuer fails to pay.',
  ],
};

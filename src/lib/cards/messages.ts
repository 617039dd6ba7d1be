// What the checkout form says about a field, word for word. The card texts are SPEC §5's (the
// ones Stripe's own card fields use); the address texts are ours, as SPEC §5 gives only the rules.

export const cardMessages = {
  numberInvalid: 'Invalid card number',
  numberIncomplete: 'Your card number is incomplete.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export const addressMessages = {
  nameMissing: "Please enter the cardholder's name.",
  nameTooLong: 'The name can be at most 255 characters.',
  nameNotAName: "Please enter the cardholder's name as it appears on the card.",
  postalMissing: 'Please enter a postal code.',
  postalInvalid: 'Your postal code is invalid.',
  postalIncomplete: 'Your postal code is incomplete.',
} as const;

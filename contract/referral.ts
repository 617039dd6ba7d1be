// Where a referral link leads and the query parameter that carries its code: apart from the
// affiliate program's other constants because every page reads `?ref=` (src/lib/referral.ts),
// and only this much of it belongs in every page's code.
export const referralPath = '/signup';
export const referralParam = 'ref';

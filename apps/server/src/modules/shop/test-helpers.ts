// Shared by the shop's test files (not imported by the app).
export const address = {
  name: 'Jan Nowak',
  street: 'ul. Długa 5',
  postalCode: '31-147',
  city: 'Kraków',
  country: 'PL',
  phone: '',
  email: 'jan.nowak@example.pl',
};

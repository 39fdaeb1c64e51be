/** The two franchise units the tests' unit pickers list (GET /api/franchise-units). */
export const TEST_UNITS = [
  { id: 1, name: 'Tenho Centro' },
  { id: 2, name: 'Tenho Zona Sul' },
];

/** Maximum field lengths of the order form (funnel.md sections 5 and 9), for `maxLength` attributes and validation. */
export const orderFormMaxLengths = {
  firstName: 35,
  lastName: 35,
  companyName: 35,
  street: 35,
  city: 35,
  zipCode: 10,
  floor: 6,
  additionalInfo: 50,
  postOfficeBox: 10,
  postOfficeBoxZipCode: 10,
  postOfficeBoxCity: 35,
  /** Area code, hyphen and subscriber number together. */
  phone: 30,
  gpNr: 10,
} as const;

/** A signup the demo tenant accepts (the example), with an email of its own; `change` replaces top-level parts. */
export function signupBody(unique: string, change: Record<string, unknown> = {}) {
  return {
    delivery_address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
    registration_info: {
      full_name: 'Pat Doe',
      email: `pat-${unique}@example.test`,
      password: 'correct-horse-9',
      phone_numbers: [{ type: 'cell', number: '802-555-0199' }],
      account_type: 'residential_account',
      property_occupied: 'full_time',
      property_status: 'owned',
    },
    tank_details: { tank_size: 275, tank_level: 25, fuel_type: 'Fuel Oil', fuel_uses: ['Heat', 'Hot Water'], other_heat_sources: ['Wood Stove'] },
    tank_location: { location: 'outdoor', description: 'Your tank is front of your house.' },
    fuel_order: { fill: false, gallons: 150, product_name: 'Fuel Oil', special_instructions: '', extras: [] as string[] },
    payment: { payment_type: 'meet_the_driver' },
    ...change,
  };
}

/** A card the sandbox approves, valid for two more years whatever the clock says. */
export function signupCard(number = '4242424242424242') {
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  return {
    payment_type: 'credit_card',
    data: {
      account_holder: { first_name: 'Pat', last_name: 'Doe' },
      card: { cc_number: number, cc_exp: `12/${year}`, cc_cvv: '123' },
      address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
    },
  };
}

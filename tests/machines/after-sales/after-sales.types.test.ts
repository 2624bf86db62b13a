import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyProblems,
  COURIER_MAX,
  INSTRUCTIONS_MAX,
  maxAmountFor,
  returnProblems,
  VOUCHERS_MAX,
  type AfterSaleEligibility,
  type ApplyDraft,
} from '../../../machines/after-sales/after-sales.types.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: a line of 3 office chairs (¥899.00 each) on its way (refund or return), and a line of 2.5 kg
// of tea at a shop that sells in tenths (¥10.00 paid for it, so one unit stands for ¥4.00).

const CHAIRS: AfterSaleEligibility = {
  eligible: true,
  message: '',
  kinds: ['refund', 'returnRefund'],
  reasons: {
    refund: ['不想要了', '拍错了/多拍了', '商家未按约定时间发货', '协商一致退款', '其他'],
    returnRefund: [
      '七天无理由退货',
      '商品质量问题',
      '商品与描述不符',
      '收到商品破损',
      '发错货/少发货',
      '其他',
    ],
  },
  maxQuantity: '3',
  maxAmount: '2697.00',
  unitAmount: '899.00',
  decimalScale: 0,
  payMethod: 'alipay',
  noReasonReturn: { applies: true, days: 7, until: null },
  phone: '13800000002',
  line: {
    orderNo: '202603101000000004',
    lineId: 5004,
    skuId: 10021,
    name: '人体工学办公椅',
    mainImg: '/oss/goods/10021/main.jpg',
    quantity: '3',
    amount: '2697.00',
    goodsKind: 'physical',
  },
};

const TEA: AfterSaleEligibility = {
  ...CHAIRS,
  kinds: ['returnRefund'],
  reasons: { ...CHAIRS.reasons, returnRefund: CHAIRS.reasons.returnRefund.slice(1) },
  maxQuantity: '2.5',
  maxAmount: '10.00',
  unitAmount: '4.00',
  decimalScale: 1,
  noReasonReturn: { applies: false, days: 7, until: '2026-03-01T02:00:00.000Z' },
  line: {
    orderNo: '202602201000000011',
    lineId: 5011,
    skuId: 20318,
    name: '西湖龙井 散装',
    mainImg: '/oss/goods/20318/main.jpg',
    quantity: '2.5',
    amount: '10.00',
    goodsKind: 'physical',
  },
};

const DRAFT: ApplyDraft = {
  kind: 'refund',
  reason: '不想要了',
  quantity: '1',
  amount: '899.00',
  instructions: '',
  phone: '13800000002',
};
const draft = (extra: Partial<ApplyDraft> = {}): ApplyDraft => ({ ...DRAFT, ...extra });

// ---------------------------------------------------------------------------------------------------
// Arbitraries: a line as the server describes it (the line's share of what was paid, its quantity in the
// shop's scale, the unit amount rounded down), quantities and amounts as typed.

/** A whole number of units over 10^scale as the decimal string the server sends ('2.5', '3'). */
const decimal = (units: number, scale: number) => {
  const text = String(units).padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
};
const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);

interface Line {
  eligibility: AfterSaleEligibility;
  /** The line's quantity in units of 10^-scale, and its share of the payment in cents. */
  units: number;
  shareCents: number;
}

const lineArb: fc.Arbitrary<Line> = fc
  .record({
    scale: fc.integer({ min: 0, max: 3 }),
    whole: fc.integer({ min: 1, max: 500 }),
    extra: fc.integer({ min: 0, max: 999 }),
    shareCents: fc.integer({ min: 1, max: 50_000_000 }),
  })
  .map(({ scale, whole, extra, shareCents }) => {
    const units = whole * 10 ** scale + (extra % 10 ** scale);
    const unitCents = Math.floor((shareCents * 10 ** scale) / units);
    return {
      units,
      shareCents,
      eligibility: {
        ...CHAIRS,
        maxQuantity: decimal(units, scale),
        maxAmount: yuan(shareCents),
        unitAmount: yuan(unitCents),
        decimalScale: scale,
        line: { ...CHAIRS.line, quantity: decimal(units, scale), amount: yuan(shareCents) },
      },
    };
  });

/** A line and a quantity of it from 1 to all of it, in the shop's scale (as units of 10^-scale). */
const lineAndQuantityArb = lineArb.chain((line) =>
  fc
    .integer({ min: 10 ** line.eligibility.decimalScale, max: line.units })
    .map((q) => ({ ...line, q, quantity: decimal(q, line.eligibility.decimalScale) })),
);

/** What the server allows a quantity to ask back (after-sales.service.ts maxFor): its share, rounded down. */
const serverMax = ({ units, shareCents, q }: { units: number; shareCents: number; q: number }) =>
  q === units ? shareCents : Math.floor((shareCents * q) / units);

/** Chinese characters, letters, digits and emoji (one code point each, two UTF-16 units for the emoji). */
const CHARS = ['退', '货', '说', '明', '破', '损', '龙', '井', 'a', 'Z', '7', '，', '😀', '👍', '📦', '🍵'];
const textArb = (length: number) =>
  fc.array(fc.constantFrom(...CHARS), { minLength: length, maxLength: length }).map((a) => a.join(''));

const FC = { numRuns: 300 };

// ---------------------------------------------------------------------------------------------------

describe('maxAmountFor', () => {
  it('asks quantity × unit amount, capped at the maximum, in cents', () => {
    expect(maxAmountFor('1', CHAIRS)).toBe('899.00');
    expect(maxAmountFor('2', CHAIRS)).toBe('1798.00');
    expect(maxAmountFor('3', CHAIRS)).toBe('2697.00');
    expect(maxAmountFor('4', CHAIRS)).toBe('2697.00');
    expect(maxAmountFor(' 2 ', CHAIRS)).toBe('1798.00');
    expect(maxAmountFor('1.5', TEA)).toBe('6.00');
    expect(maxAmountFor('2', { ...CHAIRS, maxAmount: '1500.00' })).toBe('1500.00');
  });

  it('without a usable quantity answers the maximum', () => {
    for (const quantity of ['', ' ', '0', '0.0', 'abc', '-1', '1.', '1e2'])
      expect(maxAmountFor(quantity, CHAIRS), quantity).toBe('2697.00');
  });

  it('all of what is left may ask for all of the maximum, though the unit amount is rounded down', () => {
    // ¥10.00 for 3 notebooks: one stands for ¥3.33, all three for ¥10.00 (the server's maxFor).
    const notebooks = { ...CHAIRS, maxQuantity: '3', maxAmount: '10.00', unitAmount: '3.33' };
    expect(maxAmountFor('3', notebooks)).toBe('10.00');
    expect(maxAmountFor('3.0', notebooks)).toBe('10.00');
    expect(maxAmountFor('2', notebooks)).toBe('6.66');
    expect(applyProblems(draft({ quantity: '3', amount: '10.00' }), notebooks)).toEqual({});
  });

  it('rounds a share down to the cent, never promising a cent the server refuses', () => {
    // ¥9.99 for 3 kg: 1.5 kg stands for ¥4.995, which the server rounds down to ¥4.99.
    const rice = { ...TEA, maxQuantity: '3', maxAmount: '9.99', unitAmount: '3.33' };
    expect(maxAmountFor('1.5', rice)).toBe('4.99');
    expect(
      applyProblems(
        draft({ kind: 'returnRefund', reason: '商品质量问题', quantity: '1.5', amount: '5.00' }),
        rice,
      ),
    ).toEqual({
      amount: 'amountMax',
    });
  });

  it('is exact for decimal quantities (no float drift: 1.15 × ¥1.00 = ¥1.15)', () => {
    const ribbon = { ...TEA, maxQuantity: '20', maxAmount: '20.00', unitAmount: '1.00', decimalScale: 2 };
    expect(maxAmountFor('1.15', ribbon)).toBe('1.15');
    expect(maxAmountFor('0.29', ribbon)).toBe('0.29');
    expect(maxAmountFor('19.99', ribbon)).toBe('19.99');
  });

  it('property: never above the maximum nor what the server allows, all of it at the whole quantity', () => {
    fc.assert(
      fc.property(lineAndQuantityArb, (line) => {
        const max = cents(maxAmountFor(line.quantity, line.eligibility));
        expect(max).toBeLessThanOrEqual(line.shareCents);
        expect(max).toBeLessThanOrEqual(serverMax(line));
        if (line.q === line.units) expect(max).toBe(line.shareCents);
        else
          expect(max).toBe(
            Math.floor((line.q * cents(line.eligibility.unitAmount)) / 10 ** line.eligibility.decimalScale),
          );
      }),
      FC,
    );
  });

  it('property: grows with the quantity', () => {
    fc.assert(
      fc.property(lineAndQuantityArb, fc.nat(), (line, more) => {
        const bigger = Math.min(line.units, line.q + (more % 1000));
        const scale = line.eligibility.decimalScale;
        expect(cents(maxAmountFor(decimal(bigger, scale), line.eligibility))).toBeGreaterThanOrEqual(
          cents(maxAmountFor(line.quantity, line.eligibility)),
        );
      }),
      FC,
    );
  });
});

describe('applyProblems (spec §5 "Refund")', () => {
  it('a complete application has no problem', () => {
    expect(applyProblems(DRAFT, CHAIRS)).toEqual({});
    expect(
      applyProblems(
        draft({
          kind: 'returnRefund',
          reason: '收到商品破损',
          quantity: '2',
          amount: '1798',
          instructions: '椅背断裂，见凭证图片 📦',
          phone: ' 13912345678 ',
        }),
        CHAIRS,
      ),
    ).toEqual({});
    expect(
      applyProblems(
        draft({ kind: 'returnRefund', reason: '商品质量问题', quantity: '2.5', amount: '10' }),
        TEA,
      ),
    ).toEqual({});
  });

  it('an empty form names every required field', () => {
    expect(
      applyProblems({ kind: '', reason: '', quantity: '', amount: '', instructions: '', phone: '' }, CHAIRS),
    ).toEqual({
      kind: 'kindRequired',
      reason: 'reasonRequired',
      quantity: 'quantityRange',
      amount: 'amountRequired',
      phone: 'phoneInvalid',
    });
  });

  it('the kind must be one the line offers, the reason one of that kind', () => {
    expect(applyProblems(draft({ kind: 'refund', reason: '不想要了', amount: '4' }), TEA)).toEqual({
      kind: 'kindRequired',
    });
    expect(applyProblems(draft({ reason: '商品质量问题' }), CHAIRS)).toEqual({ reason: 'reasonRequired' });
    expect(applyProblems(draft({ reason: '' }), CHAIRS)).toEqual({ reason: 'reasonRequired' });
    // Past the no-reason window the seven-day reason is not offered.
    expect(
      applyProblems(
        draft({ kind: 'returnRefund', reason: '七天无理由退货', quantity: '1', amount: '4' }),
        TEA,
      ),
    ).toEqual({ reason: 'reasonRequired' });
  });

  it('the return quantity is at least 1 and at most what is left, in the shop’s decimal scale', () => {
    for (const quantity of ['0', '0.5', '4', '3.5', '1.5', '-1', '1e0', 'abc', '', ' ', '１'])
      expect(applyProblems(draft({ quantity, amount: '1' }), CHAIRS).quantity, quantity).toBe(
        'quantityRange',
      );
    for (const quantity of ['1', '3', ' 2 ', '02'])
      expect(applyProblems(draft({ quantity, amount: '1' }), CHAIRS).quantity, quantity).toBeUndefined();
    const tea = (quantity: string) =>
      applyProblems(draft({ kind: 'returnRefund', reason: '其他', quantity, amount: '1' }), TEA).quantity;
    expect(tea('1.5')).toBeUndefined();
    expect(tea('2.5')).toBeUndefined();
    expect(tea('1.25')).toBe('quantityRange');
    expect(tea('2.6')).toBe('quantityRange');
    expect(tea('0.9')).toBe('quantityRange');
  });

  it('the amount is required, yuan with at most two places, more than 0, at most the most refundable', () => {
    const amount = (value: string, quantity = '1') =>
      applyProblems(draft({ amount: value, quantity }), CHAIRS).amount;
    expect(amount('')).toBe('amountRequired');
    expect(amount('   ')).toBe('amountRequired');
    for (const value of ['0', '0.00', '1.234', '-5', '¥10', '1,000', 'abc', '.5', '1e3'])
      expect(amount(value), value).toBe('amountInvalid');
    expect(amount('0.01')).toBeUndefined();
    expect(amount(' 899 ')).toBeUndefined();
    expect(amount('899.01')).toBe('amountMax');
    expect(amount('1798.00', '2')).toBeUndefined();
    expect(amount('1798.01', '2')).toBe('amountMax');
    expect(amount('2697.00', '3')).toBeUndefined();
    // The quantity being wrong, the amount is held to the maximum of the line.
    expect(amount('2697.00', '9')).toBeUndefined();
    expect(amount('2697.01', '9')).toBe('amountMax');
  });

  it('instructions: at most 200 characters, not only spaces; up to 5 voucher pictures', () => {
    expect(INSTRUCTIONS_MAX).toBe(200);
    expect(VOUCHERS_MAX).toBe(5);
    expect(applyProblems(draft({ instructions: '   ' }), CHAIRS)).toEqual({
      instructions: 'instructionsBlank',
    });
    expect(applyProblems(draft({ instructions: '\n' }), CHAIRS)).toEqual({
      instructions: 'instructionsBlank',
    });
    expect(applyProblems(draft({ instructions: '退'.repeat(200) }), CHAIRS)).toEqual({});
    expect(applyProblems(draft({ instructions: '退'.repeat(201) }), CHAIRS)).toEqual({
      instructions: 'instructionsMax',
    });
    // Emoji count as one character each, though each is two UTF-16 units.
    expect('😀'.repeat(200).length).toBe(400);
    expect(applyProblems(draft({ instructions: '😀'.repeat(200) }), CHAIRS)).toEqual({});
    expect(applyProblems(draft({ instructions: '😀'.repeat(201) }), CHAIRS)).toEqual({
      instructions: 'instructionsMax',
    });
  });

  it('the contact phone is a mainland mobile number', () => {
    for (const phone of ['', '12800000000', '1380000000', '138000000021', '+8613800000002', '138-0000-0002'])
      expect(applyProblems(draft({ phone }), CHAIRS).phone, phone).toBe('phoneInvalid');
    for (const phone of ['13800000002', '19912345678', ' 15012345678 '])
      expect(applyProblems(draft({ phone }), CHAIRS).phone, phone).toBeUndefined();
  });

  it('property: any amount above maxAmountFor is refused with amountMax', () => {
    fc.assert(
      fc.property(lineAndQuantityArb, fc.integer({ min: 1, max: 100_000_000 }), (line, over) => {
        const max = cents(maxAmountFor(line.quantity, line.eligibility));
        const problems = applyProblems(
          draft({ quantity: line.quantity, amount: yuan(max + over) }),
          line.eligibility,
        );
        expect(problems).toEqual({ amount: 'amountMax' });
      }),
      FC,
    );
  });

  it('property: any valid quantity in 1..maxQuantity, with an amount up to its maximum, passes', () => {
    fc.assert(
      fc.property(lineAndQuantityArb, fc.double({ min: 0, max: 1, noNaN: true }), (line, share) => {
        const max = cents(maxAmountFor(line.quantity, line.eligibility));
        fc.pre(max >= 1);
        const amount = yuan(Math.max(1, Math.floor(max * share)));
        expect(applyProblems(draft({ quantity: line.quantity, amount }), line.eligibility)).toEqual({});
        // With trailing zeros up to the scale, the same quantity still passes.
        const scale = line.eligibility.decimalScale;
        const [whole, fraction = ''] = line.quantity.split('.');
        const padded = scale > 0 ? `${whole}.${fraction.padEnd(scale, '0')}` : line.quantity;
        expect(applyProblems(draft({ quantity: padded, amount }), line.eligibility)).toEqual({});
      }),
      FC,
    );
  });

  it('property: a quantity outside 1..maxQuantity, or with more places than the shop allows, is refused', () => {
    fc.assert(
      fc.property(
        lineArb,
        fc.oneof(
          fc.constant('below' as const),
          fc.constant('above' as const),
          fc.constant('places' as const),
        ),
        fc.integer({ min: 1, max: 10_000 }),
        (line, how, n) => {
          const scale = line.eligibility.decimalScale;
          const one = 10 ** scale;
          const quantity =
            how === 'below'
              ? decimal(n % one, scale)
              : how === 'above'
                ? decimal(line.units + n, scale)
                : `${decimal(Math.min(line.units, one + (n % one)), scale).split('.')[0]}.${'1'.repeat(scale + 1)}`;
          expect(
            applyProblems(draft({ quantity, amount: '0.01' }), line.eligibility).quantity,
            quantity,
          ).toBe('quantityRange');
        },
      ),
      FC,
    );
  });

  it('property: instructions of 201 characters are refused, of 200 accepted (Chinese and emoji)', () => {
    fc.assert(
      fc.property(textArb(200), fc.constantFrom(...CHARS), (text, one) => {
        expect(applyProblems(draft({ instructions: text }), CHAIRS)).toEqual({});
        expect(applyProblems(draft({ instructions: text + one }), CHAIRS)).toEqual({
          instructions: 'instructionsMax',
        });
      }),
      FC,
    );
  });

  it('property: instructions of 1 to 200 characters that are not only spaces pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }).chain(textArb), fc.nat(5), (text, pad) => {
        const padded = `${' '.repeat(pad)}${text}`;
        fc.pre([...padded].length <= 200);
        expect(applyProblems(draft({ instructions: padded }), CHAIRS).instructions).toBeUndefined();
      }),
      FC,
    );
  });
});

describe('returnProblems (spec §5: the logistics number is required)', () => {
  it('takes a courier and a waybill number', () => {
    expect(returnProblems('顺丰速运', 'SF1234567890123')).toEqual({});
    expect(returnProblems(' 中通快递 ', ' 78-9012345678 ')).toEqual({});
    expect(returnProblems('', '')).toEqual({ courier: 'courierRequired', waybill: 'waybillRequired' });
    expect(returnProblems('   ', '   ')).toEqual({ courier: 'courierRequired', waybill: 'waybillRequired' });
  });

  it(`the courier is at most ${COURIER_MAX} characters`, () => {
    expect(returnProblems('快'.repeat(20), 'SF1234567890')).toEqual({});
    expect(returnProblems(`  ${'快'.repeat(20)}  `, 'SF1234567890')).toEqual({});
    expect(returnProblems('快'.repeat(21), 'SF1234567890')).toEqual({ courier: 'courierRequired' });
    expect(returnProblems('📦'.repeat(20), 'SF1234567890')).toEqual({});
  });

  it('the waybill number is 6 to 30 letters, digits or dashes', () => {
    for (const waybill of ['123456', 'A'.repeat(30), 'JT-0001-2345', 'yt9876543210'])
      expect(returnProblems('圆通速递', waybill), waybill).toEqual({});
    for (const waybill of ['12345', 'A'.repeat(31), 'SF 123456', 'SF_123456', '顺丰123456', 'SF123456#'])
      expect(returnProblems('圆通速递', waybill), waybill).toEqual({ waybill: 'waybillInvalid' });
  });

  it('property: any waybill of 6 to 30 letters, digits and dashes passes, with spaces around it', () => {
    const waybillChar = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZabcxyz0123456789-');
    fc.assert(
      fc.property(
        fc.array(waybillChar, { minLength: 6, maxLength: 30 }),
        fc.nat(3),
        fc.integer({ min: 1, max: COURIER_MAX }).chain(textArb),
        (chars, pad, courier) => {
          const waybill = `${' '.repeat(pad)}${chars.join('')}${' '.repeat(pad)}`;
          expect(returnProblems(courier, waybill)).toEqual({});
          expect(returnProblems(courier, chars.join('') + 'X'.repeat(31 - chars.length))).toEqual({
            waybill: 'waybillInvalid',
          });
        },
      ),
      FC,
    );
  });
});

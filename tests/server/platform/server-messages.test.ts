import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_EXPIRED_REFUSALS } from '../../../machines/checkout/payment.machine.ts';
import { JOINERS_EN, MESSAGES_EN } from '../../../server/src/platform/i18n/messages.en.ts';
import { languageOf, toEnglish } from '../../../server/src/platform/i18n/translate.ts';
import { extractServerMessages } from './server-messages.ts';

/**
 * Every Chinese failure message of the server has English (server/src/platform/i18n/messages.en.ts), and
 * every entry there is still used: the messages are read from the source with the TypeScript compiler
 * (server-messages.ts), so a new `badRequest('…')` without an entry fails here, naming it.
 */
const found = extractServerMessages();
/** A catalogue key as the extractor writes templates: `{}` for each placeholder. */
const normalized = (key: string) => key.replace(/\{@?\d+\}/g, '{}');
const catalogue = new Set([...Object.keys(MESSAGES_EN).map(normalized), ...Object.keys(JOINERS_EN)]);
const HAN = /[\u4e00-\u9fff]/;

describe('the English catalogue of server messages', () => {
  it('every message reaching an error constructor could be followed to its texts', () => {
    expect(found.unresolved).toEqual([]);
    expect(found.messages.size).toBeGreaterThan(300);
  });

  it('has an English entry for every Chinese message of the server', () => {
    const missing = [...found.messages]
      .filter(([message]) => !catalogue.has(message))
      .map(([message, where]) => `${where}: ${message}`);
    expect(missing, 'messages without English (add them to messages.en.ts)').toEqual([]);
  });

  it('has no entry the server no longer uses', () => {
    const unused = [...catalogue].filter((key) => !found.messages.has(key));
    expect(unused, 'entries no message uses any more (remove them from messages.en.ts)').toEqual([]);
  });

  it('is English, with the same placeholders as the Chinese', () => {
    for (const [zh, en] of Object.entries(MESSAGES_EN)) {
      expect(en, zh).not.toMatch(HAN);
      expect(en.trim(), zh).not.toBe('');
      const numbers = (text: string) => [...text.matchAll(/\{@?(\d+)\}/g)].map((m) => m[1]).sort();
      expect(numbers(en), zh).toEqual(numbers(zh));
    }
  });

  it('translates data apart from the fixed words around it', () => {
    expect(toEnglish('店铺不存在：NOPE1')).toBe('Shop not found: NOPE1');
    expect(toEnglish('字段 quantity 类型错误，应为 整数 或 null')).toBe(
      'Field quantity has the wrong type; it should be an integer or null',
    );
    expect(toEnglish('请求体 类型错误，应为 对象')).toBe(
      'Request body has the wrong type; it should be an object',
    );
    expect(toEnglish('字段 kind 的取值无效，可选值：refund、returnRefund')).toBe(
      'Field kind has an invalid value; allowed values: refund, returnRefund',
    );
    expect(toEnglish('库存不足：「螺丝刀 库存不足」当前库存5')).toBe(
      'Insufficient inventory: “螺丝刀 库存不足”, 5 in stock',
    );
    expect(toEnglish('商品已下架：「螺丝刀」')).toBe('Product no longer on sale: “螺丝刀”');
    expect(toEnglish('该商品当前仅支持仅退款或退货退款')).toBe(
      'This product currently only supports refund only or return and refund',
    );
    expect(toEnglish('请重新上传营业执照')).toBe('Please upload the business licence again');
    expect(toEnglish('一条不认识的消息')).toBe('一条不认识的消息');
  });

  it('answers in English only when the request asks for it', () => {
    const request = (headers: Record<string, string>, query: Record<string, string> = {}) =>
      ({ headers, query }) as never;
    expect(languageOf(request({}))).toBe('zh');
    expect(languageOf(request({ 'accept-language': 'zh-CN' }))).toBe('zh');
    expect(languageOf(request({ 'accept-language': 'en' }))).toBe('en');
    expect(languageOf(request({ 'accept-language': 'en-GB,en;q=0.9' }))).toBe('en');
    expect(languageOf(request({ 'accept-language': 'zh-CN,en;q=0.5' }))).toBe('zh');
    expect(languageOf(request({ 'accept-language': 'zh-CN' }, { lang: 'en' }))).toBe('en');
  });

  it('matches the texts the client compares server messages with', () => {
    expect(ORDER_EXPIRED_REFUSALS).toEqual(['订单已过期，请重新下单', toEnglish('订单已过期，请重新下单')]);
    const register = readFileSync('src/features/identity/use-register.ts', 'utf8');
    expect(register).toContain(`['账号已存在', '${toEnglish('账号已存在')}']`);
  });
});

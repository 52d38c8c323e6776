import { configuredCurrencyExponents } from "./currency-exponent";

// Which currency codes the platform accepts: the active ISO 4217 currencies, plus any code CURRENCY_EXPONENTS adds
// (an operator's non-ISO play currency). The ISO codes that name no money (precious metals XAG XAU XPD XPT, bond
// units XBA–XBD, XDR, XSU, XUA, the test code XTS and "no currency" XXX) are left out: nobody bets in them.

const ACTIVE_ISO_4217 = new Set(
  (
    "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF " +
    "CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF " +
    "GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD " +
    "LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP " +
    "PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP " +
    "TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG"
  ).split(" "),
);

/** Whether `code` (any case) is a currency the platform accepts. */
export function isKnownCurrency(code: string): boolean {
  const upper = code.toUpperCase();
  return ACTIVE_ISO_4217.has(upper) || configuredCurrencyExponents().has(upper);
}

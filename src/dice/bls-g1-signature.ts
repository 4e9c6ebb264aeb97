// BLS signatures on G1 of BLS12-381 (draft-irtf-cfrg-bls-signature-05's minimal-signature-size
// variant: 48-byte signatures, 96-byte public keys on G2), verification only: exactly what drand's
// unchained G1 scheme (bls-unchained-g1-rfc9380, quicknet) needs from the curve, and nothing else.
// @noble/curves/bls12-381.js is a whole toolkit (G2 hashing, long signatures, signing, aggregation,
// every encoding, tuned pairings); a page pays for all of it to check one round, and it was most of a
// beacon operator's verifier (docs/decisions.md). Here the field arithmetic, SHA-256 and the RFC 9380
// steps are @noble's (Field, expand_message_xmd/hash_to_field, simplified SWU, the isogeny map); what
// is written here is the degree-12 tower, affine point steps, the Miller loop and the final
// exponentiation, the shortest correct forms rather than the fastest (a round is checked once and kept).
//
// Parameters: draft-irtf-cfrg-pairing-friendly-curves-11 section 4.2.1 (BLS12_381); RFC 9380 §8.8.1 and
// Appendix E.2 (suite BLS12381G1_XMD:SHA-256_SSWU_RO_, its 11-isogeny). Encodings: the same draft's
// Appendix C (ZCash's compressed form). test/dice/bls-g1-signature.test.ts holds every part to
// @noble/curves' full bls12_381: generators, hash to G1, decoding of good and bad encodings,
// bilinearity, the final exponentiation against the plain power, and the verdict on drand's rounds
// and on signatures made, forged and mutated with @noble.
import { Field } from "@noble/curves/abstract/modular.js";
import { sha256 } from "@noble/hashes/sha2.js";

const big = (hex: string): bigint => BigInt(`0x${hex}`);
const P = big("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab");
/** r, the prime order of G1 and G2. */
const R = big("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
/** |x|, the curve's seed: x = −0xd201000000010000. */
const X_ABS = big("d201000000010000");
const HALF_P = (P - 1n) / 2n;
const Fp = Field(P);

// The tower (the draft's section 4.2.1): Fp2 = Fp[u]/(u² + 1), Fp6 = Fp2[v]/(v³ − ξ) with ξ = u + 1,
// Fp12 = Fp6[w]/(w² − v). Elements are tuples of their coefficients, lowest first.
type F2 = readonly [bigint, bigint];
type F6 = readonly [F2, F2, F2];
type F12 = readonly [F6, F6];

/** The arithmetic a curve's points need from their field. */
interface Arith<T> { add(a: T, b: T): T; sub(a: T, b: T): T; mul(a: T, b: T): T; inv(a: T): T; eq(a: T, b: T): boolean; zero: T; one: T }

const fp: Arith<bigint> = { add: (a, b) => Fp.add(a, b), sub: (a, b) => Fp.sub(a, b), mul: (a, b) => Fp.mul(a, b), inv: (a) => Fp.inv(a), eq: (a, b) => a === b, zero: 0n, one: 1n };
const f2: Arith<F2> & { neg(a: F2): F2; conj(a: F2): F2; byXi(a: F2): F2; byFp(a: F2, k: bigint): F2; pow(a: F2, e: bigint): F2; one: F2 } = {
  zero: [0n, 0n],
  one: [1n, 0n],
  add: (a, b) => [Fp.add(a[0], b[0]), Fp.add(a[1], b[1])],
  sub: (a, b) => [Fp.sub(a[0], b[0]), Fp.sub(a[1], b[1])],
  neg: (a) => [Fp.neg(a[0]), Fp.neg(a[1])],
  mul: ([a0, a1], [b0, b1]) => [Fp.create(a0 * b0 - a1 * b1), Fp.create(a0 * b1 + a1 * b0)],
  inv: ([a0, a1]) => { const t = Fp.inv(Fp.create(a0 * a0 + a1 * a1)); return [Fp.mul(a0, t), Fp.neg(Fp.mul(a1, t))]; },
  eq: (a, b) => a[0] === b[0] && a[1] === b[1],
  /** The p-power Frobenius of Fp2: u^p = −u. */
  conj: (a) => [a[0], Fp.neg(a[1])],
  byXi: ([a0, a1]) => [Fp.sub(a0, a1), Fp.add(a0, a1)],
  byFp: (a, k) => [Fp.mul(a[0], k), Fp.mul(a[1], k)],
  pow(a, e) {
    let r = f2.one;
    for (let i = e.toString(2).length - 1; i >= 0; i--) { r = f2.mul(r, r); if ((e >> BigInt(i)) & 1n) r = f2.mul(r, a); }
    return r;
  },
};

const f6 = {
  add: (a: F6, b: F6): F6 => [f2.add(a[0], b[0]), f2.add(a[1], b[1]), f2.add(a[2], b[2])],
  sub: (a: F6, b: F6): F6 => [f2.sub(a[0], b[0]), f2.sub(a[1], b[1]), f2.sub(a[2], b[2])],
  neg: (a: F6): F6 => [f2.neg(a[0]), f2.neg(a[1]), f2.neg(a[2])],
  mul([a0, a1, a2]: F6, [b0, b1, b2]: F6): F6 {
    const m = f2.mul, s = f2.add;
    return [s(m(a0, b0), f2.byXi(s(m(a1, b2), m(a2, b1)))), s(s(m(a0, b1), m(a1, b0)), f2.byXi(m(a2, b2))), s(s(m(a0, b2), m(a1, b1)), m(a2, b0))];
  },
  /** ·v: v³ = ξ. */
  byV: ([a0, a1, a2]: F6): F6 => [f2.byXi(a2), a0, a1],
  inv([a0, a1, a2]: F6): F6 {
    const m = f2.mul;
    const t0 = f2.sub(m(a0, a0), f2.byXi(m(a1, a2)));
    const t1 = f2.sub(f2.byXi(m(a2, a2)), m(a0, a1));
    const t2 = f2.sub(m(a1, a1), m(a0, a2));
    const d = f2.inv(f2.add(m(a0, t0), f2.byXi(f2.add(m(a2, t1), m(a1, t2)))));
    return [m(t0, d), m(t1, d), m(t2, d)];
  },
};

/** ξ^((p^k − 1)/6) for k = 1, 2: v^(p^k) = v·ξ^((p^k − 1)/3), w^(p^k) = w·ξ^((p^k − 1)/6). Computed on first use. */
let frobenius: { v: F2; v2: F2; w: F2 }[] | undefined;
const f12 = {
  one: [[f2.one, f2.zero, f2.zero], [f2.zero, f2.zero, f2.zero]] as F12,
  mul([a0, a1]: F12, [b0, b1]: F12): F12 {
    const t0 = f6.mul(a0, b0), t1 = f6.mul(a1, b1);
    return [f6.add(t0, f6.byV(t1)), f6.sub(f6.mul(f6.add(a0, a1), f6.add(b0, b1)), f6.add(t0, t1))];
  },
  inv([a0, a1]: F12): F12 {
    const t = f6.inv(f6.sub(f6.mul(a0, a0), f6.byV(f6.mul(a1, a1))));
    return [f6.mul(a0, t), f6.neg(f6.mul(a1, t))];
  },
  /** The p⁶-power Frobenius: w^(p⁶) = −w. */
  conj: ([a0, a1]: F12): F12 => [a0, f6.neg(a1)],
  /** The p^k-power Frobenius, k = 1 or 2. */
  frob([a0, a1]: F12, k: 1 | 2): F12 {
    frobenius ??= [1n, 2n].map((n) => {
      const v = f2.pow([1n, 1n], (P ** n - 1n) / 3n);
      return { v, v2: f2.mul(v, v), w: f2.pow([1n, 1n], (P ** n - 1n) / 6n) };
    });
    const { v, v2, w } = frobenius[k - 1]!;
    const c = k === 1 ? f2.conj : (a: F2) => a;
    const at = ([x0, x1, x2]: F6, s: F2): F6 => [f2.mul(c(x0), s), f2.mul(f2.mul(c(x1), v), s), f2.mul(f2.mul(c(x2), v2), s)];
    return [at(a0, f2.one), at(a1, w)];
  },
  eq: (a: F12, b: F12): boolean => a.every((x, i) => x.every((y, j) => f2.eq(y, b[i]![j]!))),
};

/** a^|x|, square and multiply (|x| has 6 bits set). */
function powXAbs(a: F12): F12 {
  let r = a;
  for (let i = X_ABS.toString(2).length - 2; i >= 0; i--) { r = f12.mul(r, r); if ((X_ABS >> BigInt(i)) & 1n) r = f12.mul(r, a); }
  return r;
}

/**
 * f^((p¹² − 1)/r), up to the power 3, which is coprime to r and so keeps "= 1" exact: the easy part
 * f^((p⁶ − 1)(p² + 1)), then 3·(p⁴ − p² + 1)/r = (x − 1)²(x + p)(x² + p² − 1) + 3 (Hayashida,
 * Hayasaka and Teruya, eprint 2020/875), in the cyclotomic subgroup, where inversion is conjugation.
 */
function finalExponentiation(f: F12): F12 {
  const easy = f12.mul(f12.conj(f), f12.inv(f));
  const g = f12.mul(f12.frob(easy, 2), easy);
  const powX = (a: F12) => f12.conj(powXAbs(a));
  const powXMinus1 = (a: F12) => f12.mul(powX(a), f12.conj(a));
  const a = powXMinus1(powXMinus1(g));
  const b = f12.mul(powX(a), f12.frob(a, 1));
  const c = f12.mul(f12.mul(powX(powX(b)), f12.frob(b, 2)), f12.conj(b));
  return f12.mul(c, f12.mul(f12.mul(g, g), g));
}

// Points in affine coordinates, null for the point at infinity: short, and the slope a step computes
// is the one the Miller loop's line needs. Scalar multiplication runs in Jacobian coordinates
// (x = X/Z², y = Y/Z³), with no inversion per step. a = 0 on both curves.
type Affine<T> = { readonly x: T; readonly y: T } | null;
type Jacobian<T> = readonly [T, T, T];

/** P + Q on a curve y² = x³ + b over `F`, with the slope used (undefined when the sum is infinity or an input is). */
function addSlope<T>(F: Arith<T>, p: Affine<T>, q: Affine<T>): { sum: Affine<T>; slope?: T } {
  if (!p) return { sum: q };
  if (!q) return { sum: p };
  let slope: T;
  if (F.eq(p.x, q.x)) {
    if (!F.eq(p.y, q.y) || F.eq(p.y, F.zero)) return { sum: null };
    const xx = F.mul(p.x, p.x);
    slope = F.mul(F.add(F.add(xx, xx), xx), F.inv(F.add(p.y, p.y)));
  } else {
    slope = F.mul(F.sub(q.y, p.y), F.inv(F.sub(q.x, p.x)));
  }
  const x = F.sub(F.sub(F.mul(slope, slope), p.x), q.x);
  return { sum: { x, y: F.sub(F.mul(slope, F.sub(p.x, x)), p.y) }, slope };
}
const add = <T>(F: Arith<T>, p: Affine<T>, q: Affine<T>): Affine<T> => addSlope(F, p, q).sum;

/** 2P in Jacobian coordinates (dbl-2009-l of the Explicit-Formulas Database, a = 0). */
function double<T>(F: Arith<T>, [x, y, z]: Jacobian<T>): Jacobian<T> {
  if (F.eq(z, F.zero) || F.eq(y, F.zero)) return [F.one, F.one, F.zero];
  const a = F.mul(x, x), b = F.mul(y, y), c = F.mul(b, b);
  const xb = F.add(x, b), d0 = F.sub(F.sub(F.mul(xb, xb), a), c), d = F.add(d0, d0);
  const e = F.add(F.add(a, a), a), x3 = F.sub(F.mul(e, e), F.add(d, d));
  const c2 = F.add(c, c), c4 = F.add(c2, c2), yz = F.mul(y, z);
  return [x3, F.sub(F.mul(e, F.sub(d, x3)), F.add(c4, c4)), F.add(yz, yz)];
}

/** P + Q, Q affine, in Jacobian coordinates (U2 = x·Z², S2 = y·Z³; equal x is a doubling or infinity). */
function addAffine<T>(F: Arith<T>, p: Jacobian<T>, q: NonNullable<Affine<T>>): Jacobian<T> {
  const [x1, y1, z1] = p;
  if (F.eq(z1, F.zero)) return [q.x, q.y, F.one];
  const zz = F.mul(z1, z1), h = F.sub(F.mul(q.x, zz), x1), r = F.sub(F.mul(q.y, F.mul(zz, z1)), y1);
  if (F.eq(h, F.zero)) return F.eq(r, F.zero) ? double(F, p) : [F.one, F.one, F.zero];
  const hh = F.mul(h, h), hhh = F.mul(hh, h), v = F.mul(x1, hh);
  const x3 = F.sub(F.sub(F.mul(r, r), hhh), F.add(v, v));
  return [x3, F.sub(F.mul(r, F.sub(v, x3)), F.mul(y1, hhh)), F.mul(z1, h)];
}

/** [k]P, double and add (public values only: no constant time needed), still in Jacobian coordinates. */
function multiplyJacobian<T>(F: Arith<T>, p: NonNullable<Affine<T>>, k: bigint): Jacobian<T> {
  let r: Jacobian<T> = [F.one, F.one, F.zero];
  for (let i = k.toString(2).length - 1; i >= 0; i--) { r = double(F, r); if ((k >> BigInt(i)) & 1n) r = addAffine(F, r, p); }
  return r;
}

/** [k]P in affine coordinates. */
function multiply<T>(F: Arith<T>, p: Affine<T>, k: bigint): Affine<T> {
  if (!p) return null;
  const [x, y, z] = multiplyJacobian(F, p, k);
  if (F.eq(z, F.zero)) return null;
  const zi = F.inv(z), zi2 = F.mul(zi, zi);
  return { x: F.mul(x, zi2), y: F.mul(y, F.mul(zi2, zi)) };
}

/** On y² = x³ + b and in the subgroup of order r. */
const inSubgroup = <T>(F: Arith<T>, p: Affine<T>, b: T): boolean =>
  p !== null && F.eq(F.mul(p.y, p.y), F.add(F.mul(F.mul(p.x, p.x), p.x), b)) && F.eq(multiplyJacobian(F, p, R)[2], F.zero);

const B2: F2 = [4n, 4n];
const G2: Affine<F2> = {
  x: [big("024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"),
    big("13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e")],
  y: [big("0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"),
    big("0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be")],
};

export type G1Point = Affine<bigint>;
export type G2Point = Affine<F2>;

/**
 * The lines of the Miller loop of the optimal ate pairing for Q on G2, which depend on Q alone: for
 * each step (a doubling of T, then an addition of Q where |x| has a 1), the slope λ and λ·x_T − y_T.
 * G2 sits on the M-type twist y² = x³ + 4ξ, untwisted by (x, y) ↦ (x·w⁻², y·w⁻³); the line of slope
 * λ through T, at P, times w³ (which the final exponentiation removes, as it removes vertical lines)
 * is (λ·x_T − y_T) − λ·x_P·w² + y_P·w³. Kept per point: −G2's for good, a key's for as long as the key.
 */
type Line = readonly [F2, F2];
const lineCache = new WeakMap<object, Line[][]>();
function linesOf(q: NonNullable<G2Point>): Line[][] {
  let lines = lineCache.get(q);
  if (lines) return lines;
  lines = [];
  let t: G2Point = q;
  const step = (other: G2Point): Line => {
    const { sum, slope } = addSlope(f2, t, other);
    const line: Line = [slope!, f2.sub(f2.mul(slope!, t!.x), t!.y)];
    t = sum;
    return line;
  };
  for (let bit = X_ABS.toString(2).length - 2; bit >= 0; bit--) lines.push((X_ABS >> BigInt(bit)) & 1n ? [step(t), step(q)] : [step(t)]);
  lineCache.set(q, lines);
  return lines;
}

/** f · ((λ·x_T − y_T) + (−λ·x_P)·w² + y_P·w³): the line's three coefficients, in Fp6 terms [c, −λx_P, 0] + [0, y_P, 0]·w. */
function mulByLine([f0, f1]: F12, c: F2, b: F2, d: F2): F12 {
  const m = f2.mul;
  // f0·[c, b, 0] and f1·[0, d, 0] in Fp6 (v³ = ξ), then Karatsuba over w.
  const by = ([a0, a1, a2]: F6, x: F2, y: F2): F6 => [f2.add(m(a0, x), f2.byXi(m(a2, y))), f2.add(m(a0, y), m(a1, x)), f2.add(m(a1, y), m(a2, x))];
  const t0 = by(f0, c, b), t1 = by(f1, f2.zero, d);
  return [f6.add(t0, f6.byV(t1)), f6.sub(by(f6.add(f0, f1), c, f2.add(b, d)), f6.add(t0, t1))];
}

/** The Miller loop for several pairs at once (one squaring per step for all), conjugated because x < 0. */
function millerLoop(pairs: readonly [G2Point, G1Point][]): F12 {
  let f = f12.one;
  const lines = pairs.map(([q]) => linesOf(q!));
  lines[0]!.forEach((_, i) => {
    if (i > 0) f = f12.mul(f, f);
    pairs.forEach(([, p], k) => {
      for (const [slope, c] of lines[k]![i]!) f = mulByLine(f, c, f2.byFp(slope, Fp.neg(p!.x)), [p!.y, 0n]);
    });
  });
  return f12.conj(f);
}

// Hash to G1 (RFC 9380 §3, suite BLS12381G1_XMD:SHA-256_SSWU_RO_ of RFC 9380 §8.8.1), step by step as the RFC
// writes it: expand_message_xmd (RFC 9380 §5.3.1) to two field elements (RFC 9380 §5.2, L = 64), each mapped by
// simplified SWU (RFC 9380 §6.6.2) onto the isogenous curve E' and by the 11-isogeny (Appendix E.2) onto E,
// added, and the cofactor cleared with h_eff (RFC 9380 §7).
const SWU_A = big("144698a3b8e9433d693a02c96d4982b0ea985383ee66a8d8e8981aefd881ac98936f8da0e0f97f5cf428082d584c1d");
const SWU_B = big("12e2908d11688030018b12e8753eee3b2016c1f0f24f4070a0b9c14fcef35ef55a23215a316ceaa5d1cc48e98e172be0");
const SWU_Z = 11n;

/** expand_message_xmd with SHA-256, 128 bytes (four blocks), as two numbers of 64 bytes reduced mod p. */
function hashToField(message: Uint8Array, dst: Uint8Array): [bigint, bigint] {
  const dstPrime = [...dst, dst.length];
  const b0 = sha256(Uint8Array.of(...new Uint8Array(64), ...message, 0, 128, 0, ...dstPrime));
  const blocks: Uint8Array[] = [];
  for (let i = 1, b = new Uint8Array(32); i <= 4; i++) {
    b = sha256(Uint8Array.of(...b0.map((x, j) => x ^ b[j]!), i, ...dstPrime));
    blocks.push(b);
  }
  const uniform = blocks.flatMap((b) => [...b]);
  const os2ip = (bytes: number[]) => bytes.reduce((n, x) => (n << 8n) | BigInt(x), 0n);
  return [Fp.create(os2ip(uniform.slice(0, 64))), Fp.create(os2ip(uniform.slice(64)))];
}

const sqrtOrUndefined = (n: bigint): bigint | undefined => { try { return Fp.sqrt(n); } catch { return undefined; } };

/** Simplified SWU onto E': y² = x³ + A'x + B' (RFC 9380 §6.6.2, the straight-line form of its steps 1–9). */
function swu(u: bigint): { x: bigint; y: bigint } {
  const g = (x: bigint) => Fp.add(Fp.mul(Fp.add(Fp.mul(x, x), SWU_A), x), SWU_B);
  const zu2 = Fp.mul(SWU_Z, Fp.mul(u, u));
  const tv1 = Fp.add(Fp.mul(zu2, zu2), zu2);
  const x1 = tv1 === 0n ? Fp.div(SWU_B, Fp.mul(SWU_Z, SWU_A)) : Fp.mul(Fp.div(Fp.neg(SWU_B), SWU_A), Fp.add(1n, Fp.inv(tv1)));
  let x = x1, y = sqrtOrUndefined(g(x1));
  if (y === undefined) { x = Fp.mul(zu2, x1); y = Fp.sqrt(g(x)); }
  return { x, y: (u & 1n) === (y & 1n) ? y : Fp.neg(y) };
}

/** RFC 9380 Appendix E.2's k_(1,0…11), k_(2,0…9), k_(3,0…15), k_(4,0…14), each with its leading 1 where the RFC has one. */
const ISOGENY = [
  ["11a05f2b1e833340b809101dd99815856b303e88a2d7005ff2627b56cdb4e2c85610c2d5f2e62d6eaeac1662734649b7",
    "17294ed3e943ab2f0588bab22147a81c7c17e75b2f6a8417f565e33c70d1e86b4838f2a6f318c356e834eef1b3cb83bb",
    "0d54005db97678ec1d1048c5d10a9a1bce032473295983e56878e501ec68e25c958c3e3d2a09729fe0179f9dac9edcb0",
    "1778e7166fcc6db74e0609d307e55412d7f5e4656a8dbf25f1b33289f1b330835336e25ce3107193c5b388641d9b6861",
    "0e99726a3199f4436642b4b3e4118e5499db995a1257fb3f086eeb65982fac18985a286f301e77c451154ce9ac8895d9",
    "1630c3250d7313ff01d1201bf7a74ab5db3cb17dd952799b9ed3ab9097e68f90a0870d2dcae73d19cd13c1c66f652983",
    "0d6ed6553fe44d296a3726c38ae652bfb11586264f0f8ce19008e218f9c86b2a8da25128c1052ecaddd7f225a139ed84",
    "17b81e7701abdbe2e8743884d1117e53356de5ab275b4db1a682c62ef0f2753339b7c8f8c8f475af9ccb5618e3f0c88e",
    "080d3cf1f9a78fc47b90b33563be990dc43b756ce79f5574a2c596c928c5d1de4fa295f296b74e956d71986a8497e317",
    "169b1f8e1bcfa7c42e0c37515d138f22dd2ecb803a0c5c99676314baf4bb1b7fa3190b2edc0327797f241067be390c9e",
    "10321da079ce07e272d8ec09d2565b0dfa7dccdde6787f96d50af36003b14866f69b771f8c285decca67df3f1605fb7b",
    "06e08c248e260e70bd1e962381edee3d31d79d7e22c837bc23c0bf1bc24c6b68c24b1b80b64d391fa9c8ba2e8ba2d229"],
  ["08ca8d548cff19ae18b2e62f4bd3fa6f01d5ef4ba35b48ba9c9588617fc8ac62b558d681be343df8993cf9fa40d21b1c",
    "12561a5deb559c4348b4711298e536367041e8ca0cf0800c0126c2588c48bf5713daa8846cb026e9e5c8276ec82b3bff",
    "0b2962fe57a3225e8137e629bff2991f6f89416f5a718cd1fca64e00b11aceacd6a3d0967c94fedcfcc239ba5cb83e19",
    "03425581a58ae2fec83aafef7c40eb545b08243f16b1655154cca8abc28d6fd04976d5243eecf5c4130de8938dc62cd8",
    "13a8e162022914a80a6f1d5f43e7a07dffdfc759a12062bb8d6b44e833b306da9bd29ba81f35781d539d395b3532a21e",
    "0e7355f8e4e667b955390f7f0506c6e9395735e9ce9cad4d0a43bcef24b8982f7400d24bc4228f11c02df9a29f6304a5",
    "0772caacf16936190f3e0c63e0596721570f5799af53a1894e2e073062aede9cea73b3538f0de06cec2574496ee84a3a",
    "14a7ac2a9d64a8b230b3f5b074cf01996e7f63c21bca68a81996e1cdf9822c580fa5b9489d11e2d311f7d99bbdcc5a5e",
    "0a10ecf6ada54f825e920b3dafc7a3cce07f8d1d7161366b74100da67f39883503826692abba43704776ec3a79a1d641",
    "095fc13ab9e92ad4476d6e3eb3a56680f682b4ee96f7d03776df533978f31c1593174e4b4b7865002d6384d168ecdd0a",
    "1"],
  ["090d97c81ba24ee0259d1f094980dcfa11ad138e48a869522b52af6c956543d3cd0c7aee9b3ba3c2be9845719707bb33",
    "134996a104ee5811d51036d776fb46831223e96c254f383d0f906343eb67ad34d6c56711962fa8bfe097e75a2e41c696",
    "00cc786baa966e66f4a384c86a3b49942552e2d658a31ce2c344be4b91400da7d26d521628b00523b8dfe240c72de1f6",
    "01f86376e8981c217898751ad8746757d42aa7b90eeb791c09e4a3ec03251cf9de405aba9ec61deca6355c77b0e5f4cb",
    "08cc03fdefe0ff135caf4fe2a21529c4195536fbe3ce50b879833fd221351adc2ee7f8dc099040a841b6daecf2e8fedb",
    "16603fca40634b6a2211e11db8f0a6a074a7d0d4afadb7bd76505c3d3ad5544e203f6326c95a807299b23ab13633a5f0",
    "04ab0b9bcfac1bbcb2c977d027796b3ce75bb8ca2be184cb5231413c4d634f3747a87ac2460f415ec961f8855fe9d6f2",
    "0987c8d5333ab86fde9926bd2ca6c674170a05bfe3bdd81ffd038da6c26c842642f64550fedfe935a15e4ca31870fb29",
    "09fc4018bd96684be88c9e221e4da1bb8f3abd16679dc26c1e8b6e6a1f20cabe69d65201c78607a360370e577bdba587",
    "0e1bba7a1186bdb5223abde7ada14a23c42a0ca7915af6fe06985e7ed1e4d43b9b3f7055dd4eba6f2bafaaebca731c30",
    "19713e47937cd1be0dfd0b8f1d43fb93cd2fcbcb6caf493fd1183e416389e61031bf3a5cce3fbafce813711ad011c132",
    "18b46a908f36f6deb918c143fed2edcc523559b8aaf0c2462e6bfe7f911f643249d9cdf41b44d606ce07c8a4d0074d8e",
    "0b182cac101b9399d155096004f53f447aa7b12a3426b08ec02710e807b4633f06c851c1919211f20d4c04f00b971ef8",
    "0245a394ad1eca9b72fc00ae7be315dc757b3b080d4c158013e6632d3c40659cc6cf90ad1c232a6442d9d3f5db980133",
    "05c129645e44cf1102a159f748c4a3fc5e673d81d7e86568d9ab0f5d396a7ce46ba1049b6579afb7866b1e715475224b",
    "15e6be4e990f03ce4ea50b3b42df2eb5cb181d8f84965a3957add4fa95af01b2b665027efec01c7704b456be69c8b604"],
  ["16112c4c3a9c98b252181140fad0eae9601a6de578980be6eec3232b5be72e7a07f3688ef60c206d01479253b03663c1",
    "1962d75c2381201e1a0cbd6c43c348b885c84ff731c4d59ca4a10356f453e01f78a4260763529e3532f6102c2e49a03d",
    "058df3306640da276faaae7d6e8eb15778c4855551ae7f310c35a5dd279cd2eca6757cd636f96f891e2538b53dbf67f2",
    "16b7d288798e5395f20d23bf89edb4d1d115c5dbddbcd30e123da489e726af41727364f2c28297ada8d26d98445f5416",
    "0be0e079545f43e4b00cc912f8228ddcc6d19c9f0f69bbb0542eda0fc9dec916a20b15dc0fd2ededda39142311a5001d",
    "08d9e5297186db2d9fb266eaac783182b70152c65550d881c5ecd87b6f0f5a6449f38db9dfa9cce202c6477faaf9b7ac",
    "166007c08a99db2fc3ba8734ace9824b5eecfdfa8d0cf8ef5dd365bc400a0051d5fa9c01a58b1fb93d1a1399126a775c",
    "16a3ef08be3ea7ea03bcddfabba6ff6ee5a4375efa1f4fd7feb34fd206357132b920f5b00801dee460ee415a15812ed9",
    "1866c8ed336c61231a1be54fd1d74cc4f9fb0ce4c6af5920abc5750c4bf39b4852cfe2f7bb9248836b233d9d55535d4a",
    "167a55cda70a6e1cea820597d94a84903216f763e13d87bb5308592e7ea7d4fbc7385ea3d529b35e346ef48bb8913f55",
    "04d2f259eea405bd48f010a01ad2911d9c6dd039bb61a6290e591b36e636a5c871a5c29f4f83060400f8b49cba8f6aa8",
    "0accbb67481d033ff5852c1e48c50c477f94ff8aefce42d28c0f9a88cea7913516f968986f7ebbea9684b529e2561092",
    "0ad6b9514c767fe3c3613144b45f1496543346d98adf02267d5ceef9a00d9b8693000763e3b90ac11e99b138573345cc",
    "02660400eb2e4f3b628bdd0d53cd76f2bf565b94e72927c1cb748df27942480e420517bd8714cc80d1fadc1326ed06f7",
    "0e0fa1d816ddc03e6b24255e0d7819c171c40f65e273b853324efcd6356caa205ca2f570f13497804415473a1d634b8f",
    "1"],
].map((k) => k.map(big).reverse());

/** The 11-isogeny E' → E: x = x_num/x_den, y = y'·y_num/y_den (Horner); a zero denominator gives infinity (RFC 9380 §6.6.3). */
function iso({ x, y }: { x: bigint; y: bigint }): G1Point {
  const [xNum, xDen, yNum, yDen] = ISOGENY.map((k) => k.reduce((acc, c) => Fp.add(Fp.mul(acc, x), c), 0n)) as [bigint, bigint, bigint, bigint];
  if (xDen === 0n || yDen === 0n) return null;
  return { x: Fp.div(xNum, xDen), y: Fp.mul(y, Fp.div(yNum, yDen)) };
}
const H_EFF = big("d201000000010001");

/** RFC 9380 hash_to_curve onto G1 of BLS12-381 (BLS12381G1_XMD:SHA-256_SSWU_RO_) under `dst`. */
export function hashToG1(message: Uint8Array, dst: string): G1Point {
  const [u0, u1] = hashToField(message, Uint8Array.from(dst, (c) => c.charCodeAt(0))); // an ASCII tag (RFC 9380 §3.1)
  return multiply(fp, add(fp, iso(swu(u0)), iso(swu(u1))), H_EFF);
}

/** The big-endian number in `bytes`, the three flag bits of the first byte cleared. */
function unflagged(bytes: Uint8Array): bigint {
  let n = BigInt(bytes[0]! & 0x1f);
  for (let i = 1; i < bytes.length; i++) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}
/** Compressed, not infinity: the first byte's flags are 1 0 s (draft-irtf-cfrg-pairing-friendly-curves-11 Appendix C). */
const compressed = (bytes: Uint8Array, length: number): boolean => bytes.length === length && (bytes[0]! & 0xc0) === 0x80;
/** The sort bit names the larger of y and −y: the first non-zero of `parts` is above (p − 1)/2. */
const sortBit = (parts: bigint[]): boolean => (parts.find((c) => c !== 0n) ?? 0n) > HALF_P;

/**
 * A signature: the canonical compressed encoding of a G1 point of order r. Anything else is
 * undefined: another length, the uncompressed or infinity flag, x ≥ p, an x off the curve, a point
 * outside the subgroup. y = 0 never occurs (E(Fp) has odd order), so the sort bit always names one
 * y: a point has exactly one accepted spelling.
 */
export function decodeSignature(bytes: Uint8Array): G1Point | undefined {
  if (!compressed(bytes, 48)) return undefined;
  const x = unflagged(bytes);
  if (x >= P) return undefined;
  let y = sqrtOrUndefined(Fp.add(Fp.mul(Fp.mul(x, x), x), 4n));
  if (y === undefined) return undefined;
  if (sortBit([y]) !== ((bytes[0]! & 0x20) !== 0)) y = Fp.neg(y);
  const point = { x, y };
  return inSubgroup(fp, point, 4n) ? point : undefined;
}

/** √a in Fp2 (a = a0 + a1·u, norm n = a0² + a1²: √a = x0 + a1/(2·x0)·u with x0² = (a0 ± √n)/2), or undefined. */
function sqrt2(a: F2): F2 | undefined {
  const root = sqrtOrUndefined;
  const s = root(Fp.create(a[0] * a[0] + a[1] * a[1]));
  if (s === undefined) return undefined;
  for (const t of [s, Fp.neg(s)]) {
    const x0 = root(Fp.div(Fp.add(a[0], t), 2n));
    const y: F2 | undefined = x0 === undefined ? undefined
      : x0 !== 0n ? [x0, Fp.div(a[1], Fp.add(x0, x0))] : [0n, root(Fp.neg(a[0])) ?? 0n];
    if (y && f2.eq(f2.mul(y, y), a)) return y;
  }
  return undefined;
}

/** A public key: the compressed encoding of a G2 point of order r (x = c1 ‖ c0; the sort bit on y's c1, else c0). */
export function decodePublicKey(bytes: Uint8Array): G2Point | undefined {
  if (!compressed(bytes, 96)) return undefined;
  const x: F2 = [unflagged(Uint8Array.of(0, ...bytes.subarray(48))), unflagged(bytes.subarray(0, 48))];
  if (x[0] >= P || x[1] >= P) return undefined;
  let y = sqrt2(f2.add(f2.mul(f2.mul(x, x), x), B2));
  if (!y) return undefined;
  if (sortBit([y[1], y[0]]) !== ((bytes[0]! & 0x20) !== 0)) y = f2.neg(y);
  const point = { x, y };
  return inSubgroup(f2, point, B2) ? point : undefined;
}

/**
 * CoreVerify of draft-irtf-cfrg-bls-signature-05 section 2.7 with signatures on G1:
 * e(signature, −G2) · e(H(message), key) = 1, one Miller loop for both pairs and one final exponentiation.
 */
const NEG_G2: G2Point = { x: G2!.x, y: f2.neg(G2!.y) };
export function verifyShort(signature: G1Point, hashed: G1Point, key: G2Point): boolean {
  if (!signature || !hashed || !key) return false;
  return f12.eq(finalExponentiation(millerLoop([[NEG_G2, signature], [key, hashed]])), f12.one);
}

/** For the tests: the parts above, each held to @noble/curves' full bls12_381. */
export const testing = { G2, f12, millerLoop, finalExponentiation, multiply: (p: G1Point, k: bigint) => multiply(fp, p, k),
  multiply2: (p: G2Point, k: bigint) => multiply(f2, p, k) };

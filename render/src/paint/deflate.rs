//! A deflate compressor made for filtered palette rows: each byte is a literal, and a run of
//! one repeated byte is that byte then copies of it (distance 1). Board pictures are flat fills,
//! so after filtering most of a row is runs, and the rest is a handful of common values.
//!
//! The Huffman code is not built per picture but once per kind of picture, from a sample (see
//! [`Code::from_samples`]), so compressing is a single pass with a table lookup per token. A
//! picture is compressed in bands, each a deflate block of its own that ends on a byte boundary,
//! so the bands can be compressed on separate threads and joined by concatenation.

use std::collections::BinaryHeap;
use std::ops::Range;

/// Literal and length symbols: 0-255 literals, 256 end of block, 257-285 lengths.
const SYMBOLS: usize = 286;
const END_OF_BLOCK: usize = 256;
/// Longest deflate code, and longest code of the code-length alphabet.
const MAX_BITS: u8 = 15;
const MAX_LENGTH_BITS: u8 = 7;
/// Shortest and longest copy.
const MIN_COPY: usize = 3;
const MAX_COPY: usize = 258;
/// The order in which a dynamic block's header lists the code-length alphabet's lengths.
const LENGTH_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// The length symbol of a copy of `len` bytes, its extra bits and their value.
fn length_symbol(len: usize) -> (usize, u32, u32) {
    debug_assert!((MIN_COPY..=MAX_COPY).contains(&len));
    if len == MAX_COPY {
        return (285, 0, 0);
    }
    if len <= 10 {
        return (257 + len - 3, 0, 0);
    }
    // From 11 on, each group of four symbols doubles the span a symbol covers.
    let mut sym = 265;
    let mut base = 11;
    let mut extra = 1;
    loop {
        let span = 1 << extra;
        if len < base + 4 * span {
            let k = (len - base) / span;
            return (sym + k, extra, (len - base - k * span) as u32);
        }
        sym += 4;
        base += 4 * span;
        extra += 1;
    }
}

/// A prefix code: each symbol's bit length and its code, bit-reversed for writing from the low
/// bit up as deflate streams are.
#[derive(Clone)]
struct Prefix {
    lengths: Vec<u8>,
    codes: Vec<u16>,
}

impl Prefix {
    /// The canonical code of the given lengths (RFC 1951, 3.2.2).
    fn canonical(lengths: Vec<u8>) -> Prefix {
        let mut count = [0u16; 16];
        for &l in &lengths {
            count[l as usize] += 1;
        }
        count[0] = 0;
        let mut next = [0u16; 16];
        let mut code = 0u16;
        for bits in 1..16 {
            code = (code + count[bits - 1]) << 1;
            next[bits] = code;
        }
        let codes = lengths
            .iter()
            .map(|&l| {
                if l == 0 {
                    return 0;
                }
                let c = next[l as usize];
                next[l as usize] += 1;
                c.reverse_bits() >> (16 - l)
            })
            .collect();
        Prefix { lengths, codes }
    }

    /// Huffman code lengths for `freq` (every symbol with a count gets a code), none longer
    /// than `limit`: when the tree is too deep, the counts are flattened and it is built again.
    fn huffman(freq: &[u64], limit: u8) -> Prefix {
        let mut freq = freq.to_vec();
        loop {
            let lengths = depths(&freq);
            if lengths.iter().all(|&l| l <= limit) {
                return Prefix::canonical(lengths);
            }
            for f in freq.iter_mut().filter(|f| **f > 0) {
                *f = (*f / 2).max(1);
            }
        }
    }
}

/// Depth of each symbol in a Huffman tree of `freq` (0 for symbols without a count; a lone
/// symbol gets depth 1, as a code needs a bit).
fn depths(freq: &[u64]) -> Vec<u8> {
    // Leaves and inner nodes, each with its parent once merged.
    let mut parent: Vec<usize> = Vec::new();
    let mut heap = BinaryHeap::new();
    let mut leaf_node = vec![usize::MAX; freq.len()];
    for (sym, &f) in freq.iter().enumerate().filter(|(_, f)| **f > 0) {
        leaf_node[sym] = parent.len();
        heap.push(std::cmp::Reverse((f, parent.len())));
        parent.push(usize::MAX);
    }
    while heap.len() > 1 {
        let std::cmp::Reverse((fa, a)) = heap.pop().expect("two nodes left");
        let std::cmp::Reverse((fb, b)) = heap.pop().expect("two nodes left");
        let node = parent.len();
        parent.push(usize::MAX);
        parent[a] = node;
        parent[b] = node;
        heap.push(std::cmp::Reverse((fa + fb, node)));
    }
    leaf_node
        .iter()
        .map(|&n| {
            if n == usize::MAX {
                return 0;
            }
            let mut depth = 0u32;
            let mut at = n;
            while parent[at] != usize::MAX {
                at = parent[at];
                depth += 1;
            }
            depth.clamp(1, 255) as u8
        })
        .collect()
}

/// The Huffman code a kind of picture is compressed with, and the dynamic block header that
/// announces it.
pub(crate) struct Code {
    literals: Prefix,
    /// Bits and bit count of each literal byte, and of a copy of each length (index = length,
    /// its distance code included): fixed-size tables, so that a byte indexes them unchecked.
    bytes: [(u32, u32); 256],
    copies: [(u32, u32); MAX_COPY + 1],
    /// The block header after its first three bits (final flag and block type), and its length
    /// in bits.
    header: Vec<u8>,
    header_bits: u32,
}

impl Code {
    /// The code for data like `samples` (filtered rows, filter bytes included). Every symbol
    /// gets a code, so any data can be compressed with it; the samples only make it short.
    pub(crate) fn from_samples<'a>(samples: impl IntoIterator<Item = &'a [u8]>) -> Code {
        let mut counts = Counts(vec![1u64; SYMBOLS]);
        for row in samples {
            tokens(row, &mut counts);
        }
        let literals = Prefix::huffman(&counts.0, MAX_BITS);
        let mut copies = [(0, 0); MAX_COPY + 1];
        for (len, copy) in copies.iter_mut().enumerate().skip(MIN_COPY) {
            let (sym, extra, value) = length_symbol(len);
            let l = u32::from(literals.lengths[sym]);
            // Distance 1 is distance code 0, whose one-bit code is 0.
            *copy = (u32::from(literals.codes[sym]) | value << l, l + extra + 1);
        }
        let bytes =
            std::array::from_fn(|b| (u32::from(literals.codes[b]), u32::from(literals.lengths[b])));
        let (header, header_bits) = block_header(&literals);
        Code {
            literals,
            bytes,
            copies,
            header,
            header_bits,
        }
    }

    /// Starts a block: the last of the stream when `last`, else one that ends with an empty
    /// stored block on a byte boundary, so another block can follow by concatenation.
    pub(crate) fn block(&self, last: bool) -> Block<'_> {
        let mut out = Bits::default();
        // Final flag, then block type 2 (dynamic codes).
        out.put(u64::from(last) | 0b10 << 1, 3);
        let whole = (self.header_bits / 8) as usize;
        for &byte in &self.header[..whole] {
            out.put(u64::from(byte), 8);
        }
        let rest = self.header_bits % 8;
        if rest > 0 {
            out.put(u64::from(self.header[whole]), rest);
        }
        Block {
            code: self,
            out,
            last,
            scratch: Vec::new(),
        }
    }
}

/// A deflate block being written.
pub(crate) struct Block<'a> {
    code: &'a Code,
    out: Bits,
    last: bool,
    /// Where a row is written before it joins `out`.
    scratch: Vec<u8>,
}

impl Block<'_> {
    /// Compresses the next row (filtered, its filter byte first).
    pub(crate) fn row(&mut self, row: &[u8]) {
        self.write(row.len(), |w| tokens(row, w));
    }

    /// Compresses the next row, copying the bits of `earlier` (the same row of a recorded
    /// picture) wherever the byte ranges `same` (in order, apart) hold the same bytes as it did:
    /// from the first literal in a range to the last token ending in it, the rest compressed
    /// afresh.
    pub(crate) fn row_reusing(
        &mut self,
        row: &[u8],
        earlier: RecordedRow<'_>,
        same: &[Range<usize>],
    ) {
        let marks = earlier.marks;
        self.write(row.len(), |w| {
            let mut done = 0;
            for r in same {
                let first = marks.partition_point(|&(at, _)| (at as usize) < r.start);
                let after = marks.partition_point(|&(at, _)| at as usize <= r.end);
                let (Some(&(from, from_bit)), Some(&(to, to_bit))) = (
                    marks.get(first),
                    after.checked_sub(1).and_then(|k| marks.get(k)),
                ) else {
                    continue;
                };
                if from >= to {
                    continue;
                }
                tokens(&row[done..from as usize], w);
                w.copy_bits(earlier.bits, from_bit, to_bit);
                done = to as usize;
            }
            tokens(&row[done..], w);
        });
    }

    /// Runs `f` with a writer on the block, with room for `len` bytes of data at the longest
    /// they can come to (15 bits a byte).
    fn write(&mut self, len: usize, f: impl FnOnce(&mut Writer<'_>)) {
        // The writer works on locals the compiler keeps in registers, in a scratch buffer made
        // once per block.
        let room = len * 2 + 16;
        if self.scratch.len() < room {
            self.scratch.resize(room, 0);
        }
        let out = &mut self.out;
        let mut writer = Writer {
            code: self.code,
            buf: &mut self.scratch,
            at: 0,
            acc: out.acc,
            n: out.n,
        };
        f(&mut writer);
        let (at, acc, n) = (writer.at, writer.acc, writer.n);
        out.out.extend_from_slice(&self.scratch[..at]);
        out.acc = acc;
        out.n = n;
    }

    /// Ends the block; its bytes.
    pub(crate) fn finish(mut self) -> Vec<u8> {
        let literals = &self.code.literals;
        self.out.put(
            u64::from(literals.codes[END_OF_BLOCK]),
            u32::from(literals.lengths[END_OF_BLOCK]),
        );
        if !self.last {
            // An empty stored block: not final, type 0, then from the next byte boundary its
            // zero length and that length's complement.
            self.out.put(0, 3);
            self.out.align();
            self.out.put(0xFFFF_0000, 32);
        }
        self.out.finish()
    }
}

/// A picture's filtered rows compressed once with a [`Code`], and where each literal starts.
/// A literal depends on no earlier byte, so the bits from one literal to another can go into
/// another picture's block wherever its row holds the same bytes: the unchanging map under a
/// board's pieces is compressed once per process, not once per picture.
pub(crate) struct Recorded {
    /// Every row's tokens end to end, low bit first, and eight bytes over for word reads.
    bits: Vec<u8>,
    /// For each literal of each row, then for each row's end: its byte in the row and its
    /// first bit in `bits`.
    marks: Vec<(u32, u32)>,
    /// Each row's marks.
    rows: Vec<Range<usize>>,
}

/// One row of a [`Recorded`] picture.
#[derive(Clone, Copy)]
pub(crate) struct RecordedRow<'a> {
    bits: &'a [u8],
    marks: &'a [(u32, u32)],
}

impl Recorded {
    /// Compresses `rows` with `code`, remembering where each literal starts.
    pub(crate) fn new<'a>(code: &Code, rows: impl IntoIterator<Item = &'a [u8]>) -> Recorded {
        let mut recorder = Recorder {
            code,
            out: Bits::default(),
            marks: Vec::new(),
            at: 0,
        };
        let mut spans = Vec::new();
        for row in rows {
            let first = recorder.marks.len();
            recorder.at = 0;
            tokens(row, &mut recorder);
            let end = (recorder.at, recorder.out.len_bits());
            recorder.marks.push(end);
            spans.push(first..recorder.marks.len());
        }
        let mut bits = recorder.out.finish();
        bits.extend_from_slice(&[0; 8]);
        Recorded {
            bits,
            marks: recorder.marks,
            rows: spans,
        }
    }

    /// Row `y`, if there is one.
    pub(crate) fn row(&self, y: usize) -> Option<RecordedRow<'_>> {
        Some(RecordedRow {
            bits: &self.bits,
            marks: &self.marks[self.rows.get(y)?.clone()],
        })
    }
}

/// Writes tokens with a code, noting where each literal starts.
struct Recorder<'a> {
    code: &'a Code,
    out: Bits,
    marks: Vec<(u32, u32)>,
    /// The next token's byte in its row.
    at: u32,
}

impl Sink for Recorder<'_> {
    fn literal(&mut self, byte: u8) {
        self.marks.push((self.at, self.out.len_bits()));
        let (bits, n) = self.code.bytes[byte as usize];
        self.out.put(u64::from(bits), n);
        self.at += 1;
    }
    fn copy(&mut self, len: usize) {
        let (bits, n) = self.code.copies[len];
        self.out.put(u64::from(bits), n);
        self.at += len as u32;
    }
}

/// The dynamic block header for `literals` and a distance code of two one-bit codes, after
/// the block's first three bits: the alphabet sizes, the code-length code and every length.
fn block_header(literals: &Prefix) -> (Vec<u8>, u32) {
    // Two distance codes of one bit each make a complete code; only code 0 (distance 1) is used.
    let lengths: Vec<u8> = literals.lengths.iter().copied().chain([1, 1]).collect();
    let mut freq = [0u64; 19];
    for &l in &lengths {
        freq[l as usize] += 1;
    }
    let code_lengths = Prefix::huffman(&freq, MAX_LENGTH_BITS);
    let sent = LENGTH_ORDER
        .iter()
        .rposition(|&s| code_lengths.lengths[s] > 0)
        .map_or(4, |i| (i + 1).max(4));
    let mut out = Bits::default();
    out.put((SYMBOLS - 257) as u64, 5);
    out.put(2 - 1, 5);
    out.put((sent - 4) as u64, 4);
    for &s in &LENGTH_ORDER[..sent] {
        out.put(u64::from(code_lengths.lengths[s]), 3);
    }
    for &l in &lengths {
        out.put(
            u64::from(code_lengths.codes[l as usize]),
            u32::from(code_lengths.lengths[l as usize]),
        );
    }
    let bits = out.len_bits();
    (out.finish(), bits)
}

/// Where the tokens of a row go: counted, to build a code, or written with one.
trait Sink {
    fn literal(&mut self, byte: u8);
    /// A copy of the previous byte, `len` long (3 to 258).
    fn copy(&mut self, len: usize);
}

/// Symbol counts.
struct Counts(Vec<u64>);

impl Sink for Counts {
    fn literal(&mut self, byte: u8) {
        self.0[byte as usize] += 1;
    }
    fn copy(&mut self, len: usize) {
        self.0[length_symbol(len).0] += 1;
    }
}

/// Writes tokens with a [`Code`] into a buffer with room enough, 32 bits at a time.
struct Writer<'a> {
    code: &'a Code,
    buf: &'a mut [u8],
    at: usize,
    acc: u64,
    n: u32,
}

impl Writer<'_> {
    /// Appends the low `n` bits of `bits` (at most 32), writing out the whole bytes: eight
    /// bytes are stored every time and the count moves on by those complete, without a branch
    /// the processor could mispredict (literals' lengths vary from token to token).
    #[inline]
    fn put(&mut self, (bits, n): (u32, u32)) {
        self.acc |= u64::from(bits) << self.n;
        self.n += n;
        self.buf[self.at..self.at + 8].copy_from_slice(&self.acc.to_le_bytes());
        let whole = self.n / 8;
        self.at += whole as usize;
        // At most 63 bits were held, so at most seven bytes go: a shift below 64.
        self.acc >>= whole * 8;
        self.n %= 8;
    }

    /// Appends bits `from..to` of `src` (low bit first; `src` has eight bytes past them).
    fn copy_bits(&mut self, src: &[u8], from: u32, to: u32) {
        let mut at = from as usize;
        let to = to as usize;
        while at < to {
            let n = (to - at).min(32);
            let word = u64::from_le_bytes(src[at / 8..at / 8 + 8].try_into().expect("8 bytes"));
            let bits = (word >> (at % 8)) & ((1u64 << n) - 1);
            self.put((bits as u32, n as u32));
            at += n;
        }
    }
}

impl Sink for Writer<'_> {
    #[inline]
    fn literal(&mut self, byte: u8) {
        self.put(self.code.bytes[byte as usize]);
    }
    #[inline]
    fn copy(&mut self, len: usize) {
        self.put(self.code.copies[len]);
    }
}

/// Splits `data` into literals and runs: a byte repeated four times or more is the byte and a
/// copy of it (longer runs take several copies).
#[inline]
fn tokens(data: &[u8], sink: &mut impl Sink) {
    let n = data.len();
    let mut i = 0;
    while i < n {
        let byte = data[i];
        if data.get(i + 1).is_none_or(|&next| next != byte) {
            sink.literal(byte);
            i += 1;
            continue;
        }
        // Where the run ends: eight bytes at a time, the first that differs found by its bits.
        let pattern = u64::from_le_bytes([byte; 8]);
        let mut j = i + 1;
        while j + 8 <= n {
            let chunk = u64::from_le_bytes(data[j..j + 8].try_into().expect("8 bytes"));
            let differ = chunk ^ pattern;
            if differ != 0 {
                j += (differ.trailing_zeros() / 8) as usize;
                break;
            }
            j += 8;
        }
        if j + 8 > n {
            while j < n && data[j] == byte {
                j += 1;
            }
        }
        let run = j - i;
        if run <= MIN_COPY {
            for _ in 0..run {
                sink.literal(byte);
            }
        } else {
            sink.literal(byte);
            let mut left = run - 1;
            while left >= MAX_COPY + MIN_COPY {
                sink.copy(MAX_COPY);
                left -= MAX_COPY;
            }
            if left > MAX_COPY {
                // 259 or 260: two copies, as no copy is shorter than three.
                sink.copy(left - MIN_COPY);
                left = MIN_COPY;
            }
            sink.copy(left);
        }
        i = j;
    }
}

/// A little-endian bit writer.
#[derive(Default)]
struct Bits {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    /// Appends the low `n` bits of `bits` (at most 32).
    #[inline]
    fn put(&mut self, bits: u64, n: u32) {
        debug_assert!(n <= 32 && (n == 32 || bits >> n == 0));
        self.acc |= bits << self.n;
        self.n += n;
        if self.n >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    fn len_bits(&self) -> u32 {
        self.out.len() as u32 * 8 + self.n
    }

    /// Pads with zero bits to the next byte boundary.
    fn align(&mut self) {
        let pad = (8 - self.n % 8) % 8;
        self.put(0, pad);
    }

    fn finish(mut self) -> Vec<u8> {
        self.align();
        let bytes = (self.n / 8) as usize;
        self.out.extend_from_slice(&self.acc.to_le_bytes()[..bytes]);
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inflates raw deflate blocks (wrapped as the zlib stream of `expected`).
    fn inflate(body: &[u8], expected: &[u8]) -> Vec<u8> {
        let mut stream = vec![0x78, 0x01];
        stream.extend_from_slice(body);
        let mut adler = simd_adler32::Adler32::new();
        adler.write(expected);
        stream.extend_from_slice(&adler.finish().to_be_bytes());
        fdeflate::decompress_to_vec(&stream).expect("inflates")
    }

    #[test]
    fn length_symbols_follow_the_rfc_table() {
        assert_eq!(length_symbol(3), (257, 0, 0));
        assert_eq!(length_symbol(10), (264, 0, 0));
        assert_eq!(length_symbol(11), (265, 1, 0));
        assert_eq!(length_symbol(12), (265, 1, 1));
        assert_eq!(length_symbol(18), (268, 1, 1));
        assert_eq!(length_symbol(19), (269, 2, 0));
        assert_eq!(length_symbol(130), (280, 4, 15));
        assert_eq!(length_symbol(131), (281, 5, 0));
        assert_eq!(length_symbol(257), (284, 5, 30));
        assert_eq!(length_symbol(258), (285, 0, 0));
    }

    #[test]
    fn blocks_joined_inflate_to_the_rows() {
        // Rows of runs, odd bytes and every byte value, in two bands.
        let mut rows: Vec<Vec<u8>> = Vec::new();
        for r in 0..40u32 {
            let mut row = vec![2u8];
            for x in 0..700u32 {
                let v = match (x + r) % 97 {
                    0..=60 => 0,
                    61..=70 => 7,
                    _ => ((x * 31 + r * 17) % 256) as u8,
                };
                row.push(v);
            }
            rows.push(row);
        }
        rows.push((0..=255).collect());
        rows.push(vec![9; 600]);
        let code = Code::from_samples(rows[..10].iter().map(Vec::as_slice));
        let band = |rows: &[Vec<u8>], last: bool| {
            let mut block = code.block(last);
            for row in rows {
                block.row(row);
            }
            block.finish()
        };
        let mut body = band(&rows[..20], false);
        body.extend(band(&rows[20..], true));
        let expected: Vec<u8> = rows.concat();
        assert_eq!(inflate(&body, &expected), expected);
        // Runs made it smaller than the data.
        assert!(body.len() * 3 < expected.len(), "{} bytes", body.len());
    }

    #[test]
    fn rows_reusing_a_recorded_picture_inflate_to_their_own_bytes() {
        // A recorded picture of runs and noise, and a later one with stretches changed.
        let earlier: Vec<Vec<u8>> = (0..30u32)
            .map(|r| {
                (0..500u32)
                    .map(|x| match (x * 7 + r * 3) % 50 {
                        0..=30 => 0,
                        31..=35 => 4,
                        _ => ((x * 13 + r * 29) % 256) as u8,
                    })
                    .collect()
            })
            .collect();
        let code = Code::from_samples(earlier.iter().map(Vec::as_slice));
        let recorded = Recorded::new(&code, earlier.iter().map(Vec::as_slice));
        let mut block = code.block(true);
        let mut later = Vec::new();
        for (y, row) in earlier.iter().enumerate() {
            let mut row = row.clone();
            // Changes that cut runs, start rows and end them; every third row unchanged.
            let changed = [
                (y * 37) % 400..(y * 37) % 400 + 9,
                0..y % 3,
                495 + y % 5..500,
            ];
            for r in &changed[..if y % 3 == 0 { 0 } else { 3 }] {
                for b in &mut row[r.clone()] {
                    *b = b.wrapping_add(1 + y as u8);
                }
            }
            let same: Vec<Range<usize>> = if y % 3 == 0 {
                std::iter::once(0..500).collect()
            } else {
                let cuts = [
                    changed[1].end,
                    changed[0].start,
                    changed[0].end,
                    changed[2].start,
                ];
                cuts.chunks(2).map(|c| c[0]..c[1]).collect()
            };
            for r in &same {
                assert_eq!(row[r.clone()], earlier[y][r.clone()], "row {y} {r:?}");
            }
            block.row_reusing(&row, recorded.row(y).expect("a row"), &same);
            later.push(row);
        }
        let expected = later.concat();
        assert_eq!(inflate(&block.finish(), &expected), expected);
        assert!(recorded.row(30).is_none());
    }

    #[test]
    fn a_steep_count_still_gets_codes_of_at_most_fifteen_bits() {
        let freq: Vec<u64> = (0..SYMBOLS).map(|i| 1u64 << (i % 40)).collect();
        let code = Prefix::huffman(&freq, MAX_BITS);
        assert!(code.lengths.iter().all(|&l| (1..=MAX_BITS).contains(&l)));
        // Kraft's sum of a complete code is exactly one.
        let kraft: f64 = code.lengths.iter().map(|&l| 0.5f64.powi(l as i32)).sum();
        assert!((kraft - 1.0).abs() < 1e-9, "{kraft}");
    }
}

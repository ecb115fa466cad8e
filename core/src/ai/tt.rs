//! Transposition table: one slot per index, deeper or newer results replace.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
pub struct Entry {
    pub key: u64,
    pub score: i32,
    pub depth: u8,
    pub best: u8,
    pub bound: Bound,
}

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    depth: 0,
    best: u8::MAX,
    bound: Bound::Upper,
};

pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// `bits`: log2 of the slot count; 16-byte slots, so 18 bits is 4 MiB.
    pub fn new(bits: u32) -> Table {
        let len = 1usize << bits;
        Table {
            slots: vec![EMPTY; len],
            mask: len - 1,
        }
    }

    pub fn get(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.key == key && e.best != u8::MAX).then_some(e)
    }

    pub fn put(&mut self, entry: Entry) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        // Keep a deeper result of another position; replace anything else.
        if slot.key == entry.key || entry.depth + 2 >= slot.depth {
            *slot = entry;
        }
    }
}

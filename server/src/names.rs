//! Display names: 1 to 24 characters of Unicode letters (with their combining
//! marks, so Tamil's vowel signs and pulli pass), digits, spaces and `-_.'`;
//! NFC-normalized; letters and marks only those UTS 39 allows in identifiers (no
//! invisible or default-ignorable characters, no obsolete look-alikes), at most
//! 3 marks in a row, and one script (plus common characters) per name, so
//! `Vаlli` with a Cyrillic `а` is refused. Names are unique by their key: the
//! UTS 39 confusable skeleton of the lower-cased name.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};
use unicode_security::{GeneralSecurityProfile, MixedScript};

pub const MAX_NAME_CHARS: usize = 24;
/// Combining marks in a row: a Tamil or Devanagari syllable needs at most 3.
const MAX_MARKS_IN_A_ROW: usize = 3;

/// The key stored for a name (unique): the skeleton of the lower-cased name, so
/// case and look-alike letters of one case do not make a new name.
pub fn key(name: &str) -> String {
    skeleton(&name.to_lowercase())
}

/// Keys a new name must not share with a stored one: its own, and the one of its
/// skeleton taken before lower-casing (a capital `I` for an `l`: `VaIli`).
pub fn keys(name: &str) -> [String; 2] {
    [key(name), key(&skeleton(name))]
}

fn skeleton(name: &str) -> String {
    unicode_security::skeleton(name).collect()
}

/// The trimmed, NFC-normalized name, or why it is refused.
pub fn validate(name: &str) -> Result<String, String> {
    let name: String = name.nfc().collect();
    let name = name.trim();
    let count = name.chars().count();
    if count == 0 || count > MAX_NAME_CHARS {
        return Err(format!("a name has 1 to {MAX_NAME_CHARS} characters"));
    }
    if !name.chars().next().is_some_and(char::is_alphanumeric) {
        return Err("a name starts with a letter or a digit".into());
    }
    if let Some(c) = name.chars().find(|c| !allowed(*c)) {
        return Err(format!("a name cannot contain {c:?}"));
    }
    if marks_in_a_row(name) > MAX_MARKS_IN_A_ROW {
        return Err("a name cannot stack so many accents".into());
    }
    if !name.is_single_script() {
        return Err("a name is written in one script".into());
    }
    if reserved(name) {
        return Err("this name is reserved".into());
    }
    Ok(name.to_string())
}

/// What a deleted account is called in the games it played.
pub const DELETED_NAME: &str = "deleted player";

/// Names no player may take: what a deleted account's seat shows
/// (`DELETED_NAME`) and how the app's languages say it, and names that would
/// pass for the game or its operators. Compared by look-alike key, spaces ignored.
const RESERVED: [&str; 9] = [
    DELETED_NAME,
    "joueur supprimé",
    "நீக்கப்பட்ட ஆட்டக்காரர்",
    "pallanguzhi",
    "admin",
    "administrator",
    "moderator",
    "server",
    "system",
];

fn reserved(name: &str) -> bool {
    let squeezed = |n: &str| -> String { key(n).chars().filter(|c| !c.is_whitespace()).collect() };
    let name = squeezed(name);
    RESERVED.iter().any(|r| squeezed(r) == name)
}

/// The words no name may contain (`names/blocklist.txt`, plus the operator's
/// `--name-blocklist` file), by look-alike key.
pub struct Filter {
    /// Refused as a whole word of the name, or as the whole name.
    words: std::collections::HashSet<String>,
    /// Refused anywhere inside the name (its words run together).
    inside: Vec<String>,
}

const BUILT_IN: &str = include_str!("../names/blocklist.txt");

/// A text's key with everything but letters, marks and digits dropped: `F.u c-k` is `fuck`.
fn squeeze(text: &str) -> String {
    key(text)
        .chars()
        .filter(|c| c.is_alphanumeric() || is_mark(*c))
        .collect()
}

fn is_mark(c: char) -> bool {
    c.general_category_group() == GeneralCategoryGroup::Mark
}

impl Filter {
    /// The built-in list and, if given, the operator's file (same format).
    pub fn load(extra: Option<&std::path::Path>) -> Result<Filter, String> {
        let mut filter = Filter::parse(BUILT_IN);
        if let Some(path) = extra {
            let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let more = Filter::parse(&text);
            filter.words.extend(more.words);
            filter.inside.extend(more.inside);
        }
        Ok(filter)
    }

    /// One word a line; `#` starts a comment line; `*word`: refused inside names too.
    fn parse(text: &str) -> Filter {
        let mut filter = Filter {
            words: Default::default(),
            inside: vec![],
        };
        for line in text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            match line.strip_prefix('*') {
                Some(word) if !squeeze(word).is_empty() => filter.inside.push(squeeze(word)),
                Some(_) => {}
                None => {
                    filter.words.insert(squeeze(line));
                }
            }
        }
        filter
    }

    /// Whether `name` holds a listed word.
    pub fn refuses(&self, name: &str) -> bool {
        let whole = squeeze(name);
        let words = name
            .split(|c: char| !(c.is_alphanumeric() || is_mark(c)))
            .map(squeeze)
            .chain([whole.clone()]);
        let mut words = words;
        words.any(|w| self.words.contains(&w)) || self.inside.iter().any(|w| whole.contains(w.as_str()))
    }
}

fn allowed(c: char) -> bool {
    let letter = matches!(
        c.general_category_group(),
        GeneralCategoryGroup::Letter | GeneralCategoryGroup::Mark
    );
    (letter && c.identifier_allowed()) || c.is_ascii_digit() || matches!(c, ' ' | '-' | '_' | '.' | '\'')
}

fn marks_in_a_row(name: &str) -> usize {
    let (mut most, mut run) = (0, 0);
    for c in name.chars() {
        run = if c.general_category_group() == GeneralCategoryGroup::Mark {
            run + 1
        } else {
            0
        };
        most = most.max(run);
    }
    most
}

#[cfg(test)]
mod tests {
    use super::validate;

    #[test]
    fn listed_words_are_refused_in_any_case_look_or_spacing_but_not_inside_other_words() {
        let filter = super::Filter::load(None).expect("built in");
        for bad in [
            "fuck",
            "xXFuckXx",
            "F.U.C.K",
            "Dick Valli",
            "salope",
            "Kumar pundai",
            "தேவடியா பையன்",
            "\u{0440}ussy",
        ] {
            assert!(filter.refuses(bad), "{bad}");
        }
        for fine in [
            "Dickens",
            "Scunthorpe",
            "therapist",
            "Valli",
            "பல்லாங்குழி",
            "Kothandaraman",
            "Fukuda",
            "Sunni",
        ] {
            assert!(!filter.refuses(fine), "{fine}");
        }
        let dir = std::env::temp_dir().join(format!("blocklist-{}", std::process::id()));
        std::fs::write(&dir, "# mine\nvilain\n*zorg\n").expect("write");
        let more = super::Filter::load(Some(&dir)).expect("with a file");
        assert!(more.refuses("Vilain") && more.refuses("MegaZorgX") && more.refuses("fuck"));
        assert!(!more.refuses("Vilainement"));
        let _ = std::fs::remove_file(dir);
        assert!(super::Filter::load(Some(std::path::Path::new("/nonexistent/list"))).is_err());
    }

    #[test]
    fn letters_of_any_script_pass() {
        assert_eq!(validate("  Valli ").unwrap(), "Valli");
        assert!(validate("பல்லாங்குழி").is_ok());
        assert!(validate("Jean-Éloi O'Neil").is_ok());
    }

    #[test]
    fn control_and_symbols_and_lengths_fail() {
        assert!(validate("").is_err());
        assert!(validate("   ").is_err());
        assert!(validate("a\u{7}b").is_err());
        assert!(validate("a\nb").is_err());
        assert!(validate("a\u{202e}b").is_err());
        assert!(validate("<script>").is_err());
        assert!(validate(&"a".repeat(25)).is_err());
        assert!(validate(&"அ".repeat(24)).is_ok());
        assert!(validate("\u{0bcd}x").is_err());
    }

    #[test]
    fn invisible_stacked_and_mixed_script_names_fail() {
        assert!(validate("\u{3164}").is_err(), "Hangul filler alone");
        assert!(validate("Val\u{3164}li").is_err());
        assert!(validate("Val\u{200b}li").is_err(), "zero-width space");
        assert!(validate("Va\u{ad}lli").is_err(), "soft hyphen");
        assert!(validate("V\u{0430}lli").is_err(), "Cyrillic a among Latin");
        assert!(validate(&format!("a{}", "\u{0301}".repeat(23))).is_err());
        assert!(validate("Vаллі").is_err(), "Cyrillic and Latin");
        assert!(validate("Валли").is_ok(), "Cyrillic alone");
        assert!(validate("Kumar 2").is_ok(), "digits are common");
    }

    #[test]
    fn names_are_normalized_and_look_alikes_share_a_key() {
        assert_eq!(validate("Jose\u{301}").unwrap(), "Jos\u{e9}");
        use super::{key, keys};
        assert_eq!(key("Valli"), key("VALLI"));
        assert!(keys("VaIli").contains(&key("Valli")), "capital I for l");
        assert_eq!(key("rn"), key("m"));
        assert_eq!(key("Murugan"), key("Murugаn"), "Cyrillic a");
        assert_ne!(key("Valli"), key("Vallu"));
    }
}

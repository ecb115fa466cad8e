//! Display names: 1 to 24 characters of Unicode letters (with their combining
//! marks, so Tamil's vowel signs and pulli pass), digits, spaces and `-_.'`.

use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};

pub const MAX_NAME_CHARS: usize = 24;

/// The trimmed name, or why it is refused.
pub fn validate(name: &str) -> Result<String, String> {
    let name = name.trim();
    let count = name.chars().count();
    if count == 0 || count > MAX_NAME_CHARS {
        return Err(format!("a name has 1 to {MAX_NAME_CHARS} characters"));
    }
    if !name.chars().next().is_some_and(char::is_alphanumeric) {
        return Err("a name starts with a letter or a digit".into());
    }
    match name.chars().find(|c| !allowed(*c)) {
        Some(c) => Err(format!("a name cannot contain {c:?}")),
        None => Ok(name.to_string()),
    }
}

fn allowed(c: char) -> bool {
    matches!(
        c.general_category_group(),
        GeneralCategoryGroup::Letter | GeneralCategoryGroup::Mark
    ) || c.is_ascii_digit()
        || matches!(c, ' ' | '-' | '_' | '.' | '\'')
}

#[cfg(test)]
mod tests {
    use super::validate;

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
}

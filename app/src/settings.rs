//! The player's choices, stored as JSON by the core. Unknown or damaged
//! values fall back to the defaults field by field.

use crate::seats::TableSeat;
use pallanguzhi_core::Level;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

pallanguzhi_core::read_by_name! {
    /// Animation speed. Reduce-motion (system) plays every turn as `Instant`.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Default)]
    #[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
    #[serde(rename_all = "lowercase")]
    pub enum Speed {
        Slow,
        #[default]
        Normal,
        Fast,
        Instant,
    }
}

impl Speed {
    /// Milliseconds of one animation unit (one seed's flight to the next hole).
    pub fn unit_ms(self) -> u32 {
        match self {
            Speed::Slow => 450,
            Speed::Normal => 240,
            Speed::Fast => 110,
            Speed::Instant => 0,
        }
    }
}

/// Read (`Deserialize`, in `SettingsChanged`) as serde's derive with `#[serde(default)]`
/// would: a field left out is the default's, a wrong one refuses the whole; but through
/// `SettingsFields`, whose reader `from_json` needs anyway (4 KB less of the page's wasm).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Settings {
    pub speed: Speed,
    pub haptics: bool,
    /// The colour-blind-safe palette (the shells pick the colours).
    pub colour_safe: bool,
    /// `"system"` or a language of the catalogue (`"en"`, `"fr"`, `"ta"`).
    pub language: String,
    /// The name of the person playing against the computer.
    pub player_name: String,
    /// Pass-and-play seat names, remembered for the next game: south then north.
    pub south_names: Vec<String>,
    pub north_names: Vec<String>,
    /// The table the new-game page offers: the last that started a game, else a person
    /// against the computer at Medium. Never a side without a seat.
    pub table_south: Vec<TableSeat>,
    pub table_north: Vec<TableSeat>,
    /// Sound effects on or off (the phones' silent mode is kept either way).
    pub sound: bool,
    /// Sound effects' volume in percent (0..=100; above 100 counts as 100).
    pub volume: u8,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: Speed::Normal,
            haptics: true,
            colour_safe: false,
            language: "system".into(),
            player_name: String::new(),
            south_names: Vec::new(),
            north_names: Vec::new(),
            table_south: vec![TableSeat::Person { name: String::new() }],
            table_north: vec![TableSeat::Computer { level: Level::Medium }],
            sound: true,
            volume: 80,
        }
    }
}

/// Whether `code` is a language setting: `"system"` or a language of the catalogue.
pub fn is_language(code: &str) -> bool {
    code == "system" || crate::texts::Lang::is_known(code)
}

impl<'de> Deserialize<'de> for Settings {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Settings, D::Error> {
        Settings::from_fields(SettingsFields::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

/// The settings file's fields, each kept as its JSON text and read on its own: a damaged
/// field falls back to its default without losing the others.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
struct SettingsFields {
    speed: Option<Box<RawValue>>,
    haptics: Option<Box<RawValue>>,
    colour_safe: Option<Box<RawValue>>,
    language: Option<Box<RawValue>>,
    player_name: Option<Box<RawValue>>,
    south_names: Option<Box<RawValue>>,
    north_names: Option<Box<RawValue>>,
    table_south: Option<Box<RawValue>>,
    table_north: Option<Box<RawValue>>,
    sound: Option<Box<RawValue>>,
    volume: Option<Box<RawValue>>,
}

impl Settings {
    /// Settings from their file; a damaged file or field gives the default.
    pub fn from_json(text: &str) -> Settings {
        let f: SettingsFields = serde_json::from_str(text).unwrap_or_default();
        let d = Settings::default();
        fn pick<T: serde::de::DeserializeOwned>(raw: &Option<Box<RawValue>>) -> Option<T> {
            raw.as_deref().and_then(|r| serde_json::from_str(r.get()).ok())
        }
        let has_seat = |seats: &Vec<TableSeat>| !seats.is_empty();
        let language: String = pick(&f.language).unwrap_or(d.language.clone());
        Settings {
            speed: pick(&f.speed).unwrap_or(d.speed),
            haptics: pick(&f.haptics).unwrap_or(d.haptics),
            colour_safe: pick(&f.colour_safe).unwrap_or(d.colour_safe),
            language: if is_language(&language) { language } else { d.language },
            player_name: pick(&f.player_name).unwrap_or_default(),
            south_names: pick(&f.south_names).unwrap_or_default(),
            north_names: pick(&f.north_names).unwrap_or_default(),
            table_south: pick(&f.table_south).filter(has_seat).unwrap_or(d.table_south.clone()),
            table_north: pick(&f.table_north).filter(has_seat).unwrap_or(d.table_north.clone()),
            sound: pick(&f.sound).unwrap_or(d.sound),
            volume: pick::<u8>(&f.volume).map_or(d.volume, |v| v.min(100)),
        }
    }

    /// Settings from their fields, as they are (`Deserialize`): a field left out is the
    /// default's, a wrong one is an error.
    fn from_fields(f: SettingsFields) -> Result<Settings, String> {
        fn read<T: serde::de::DeserializeOwned>(raw: Option<Box<RawValue>>, default: T) -> Result<T, String> {
            match raw {
                Some(r) => serde_json::from_str(r.get()).map_err(|e| e.to_string()),
                None => Ok(default),
            }
        }
        let d = Settings::default();
        Ok(Settings {
            speed: read(f.speed, d.speed)?,
            haptics: read(f.haptics, d.haptics)?,
            colour_safe: read(f.colour_safe, d.colour_safe)?,
            language: read(f.language, d.language)?,
            player_name: read(f.player_name, d.player_name)?,
            south_names: read(f.south_names, d.south_names)?,
            north_names: read(f.north_names, d.north_names)?,
            table_south: read(f.table_south, d.table_south)?,
            table_north: read(f.table_north, d.table_north)?,
            sound: read(f.sound, d.sound)?,
            volume: read(f.volume, d.volume)?,
        })
    }

    pub fn to_json(&self) -> String {
        pallanguzhi_core::save::file_json(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_as_written_a_field_left_out_is_the_default_a_wrong_one_refused() {
        let mut s = Settings::default();
        s.speed = Speed::Fast;
        s.volume = 30;
        s.table_north = vec![TableSeat::Computer { level: Level::Expert }];
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), s);
        let partial: Settings = serde_json::from_str(r#"{"speed":"slow"}"#).unwrap();
        assert_eq!(
            partial,
            Settings {
                speed: Speed::Slow,
                ..Settings::default()
            }
        );
        assert!(serde_json::from_str::<Settings>(r#"{"speed":"warp"}"#).is_err());
        assert!(serde_json::from_str::<Settings>(r#"{"volume":"loud"}"#).is_err());
    }
}

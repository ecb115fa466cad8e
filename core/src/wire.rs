//! Reading the enums saved and sent tagged inside their object (`{"type":"lift","hole":3}`,
//! `{"kind":"human","name":"Ann"}`) without serde's internally tagged `Deserialize`: that
//! one buffers every value first (serde's `Content`) and instantiates each field's reader
//! a second time for the buffer, which made a third of the browser wasm's deserialization
//! code (web/README.md, "Sizes"). Such an enum keeps its derived `Serialize` (the same
//! JSON as ever) and is read with `#[serde(try_from = "...Wire")]` from a flat struct of
//! every variant's fields, so the files and the wire read exactly as before.

/// A field the variant needs (`Err` names it).
pub fn need<T>(value: Option<T>, field: &str) -> Result<T, String> {
    value.ok_or_else(|| format!("missing field `{field}`"))
}

/// The error of a tag no variant has.
pub fn unknown(what: &str, tag: &str) -> String {
    format!("unknown {what} `{tag}`")
}

/// Declares an enum of unit variants and implements its `Deserialize` by their names, as its
/// derived `Serialize` writes them (`rename_all` stays the one source of the names): the string
/// is read once (`String`'s reader, shared by every such enum) and compared with each
/// variant's name, instead of serde's derived visitor per enum (about 1 KB of the browser's
/// wasm each; web/README.md, "Sizes"). The JSON read is the same. The enum is written inside
/// the macro, so its variants are listed once.
#[macro_export]
macro_rules! read_by_name {
    (
        $(#[$meta:meta])*
        $vis:vis enum $ty:ident { $($(#[$vmeta:meta])* $variant:ident),+ $(,)? }
    ) => {
        $(#[$meta])*
        $vis enum $ty { $($(#[$vmeta])* $variant),+ }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::wire::by_name(d, &[$($ty::$variant),+])
            }
        }
    };
}

/// Implements `Deserialize` for a flat struct of `Option` fields (the `...Wire` readers
/// above) as a JSON object only: each listed key read into its field, an unknown key
/// skipped, a repeated one's last value kept. serde's derive also reads the struct from an
/// array and checks every field for a repeat, which for these 20-odd fields was 10 KB of
/// the browser's wasm each (web/README.md, "Sizes"). Every field must be listed: a missing
/// one does not compile.
#[macro_export]
macro_rules! read_as_map {
    ($ty:ident, $what:literal { $($key:literal => $field:ident),+ $(,)? }) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                // Exhaustive: a field added to the struct and not to the list fails here.
                const _: fn(&$ty) = |w| {
                    let $ty { $($field: _),+ } = w;
                };
                struct Keys;
                impl<'de> serde::de::Visitor<'de> for Keys {
                    type Value = $ty;
                    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                        f.write_str($what)
                    }
                    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut m: A) -> Result<$ty, A::Error> {
                        let mut w = <$ty>::default();
                        while let Some(key) = m.next_key::<String>()? {
                            match key.as_str() {
                                $($key => w.$field = m.next_value()?,)+
                                _ => {
                                    m.next_value::<serde::de::IgnoredAny>()?;
                                }
                            }
                        }
                        Ok(w)
                    }
                }
                d.deserialize_map(Keys)
            }
        }
    };
}

/// The variant of `all` whose name (as `Serialize` writes it) is the string read.
pub fn by_name<'de, D, T>(d: D, all: &[T]) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Serialize + Clone,
{
    let names: Vec<&'static str> = all.iter().map(name_of).collect();
    let index = d.deserialize_str(NameIn(&names))?;
    Ok(all[index].clone())
}

/// Reads a string and answers its place among the names (one reader for every enum).
struct NameIn<'a>(&'a [&'static str]);

impl<'de> serde::de::Visitor<'de> for NameIn<'_> {
    type Value = usize;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_str<E: serde::de::Error>(self, read: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|name| *name == read)
            .ok_or_else(|| E::custom(unknown_variant(read, self.0)))
    }
}

/// serde's own message for a name no variant has.
fn unknown_variant(read: &str, names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    let expected = match quoted.as_slice() {
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        _ => format!("one of {}", quoted.join(", ")),
    };
    format!("unknown variant `{read}`, expected {expected}")
}

/// A unit variant's name, as its derived `Serialize` writes it ("" for anything else).
fn name_of<T: serde::Serialize>(value: &T) -> &'static str {
    value.serialize(NameOf).unwrap_or("")
}

/// A serializer that only answers a unit variant's name.
struct NameOf;

#[derive(Debug)]
struct NotUnit;

impl std::fmt::Display for NotUnit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not a unit variant")
    }
}

impl std::error::Error for NotUnit {}

impl serde::ser::Error for NotUnit {
    fn custom<M: std::fmt::Display>(_: M) -> Self {
        NotUnit
    }
}

macro_rules! not_unit {
    ($($method:ident($($ty:ty),*)),* $(,)?) => {
        $(fn $method(self, $(_: $ty),*) -> Result<&'static str, NotUnit> {
            Err(NotUnit)
        })*
    };
}

impl serde::Serializer for NameOf {
    type Ok = &'static str;
    type Error = NotUnit;
    type SerializeSeq = serde::ser::Impossible<&'static str, NotUnit>;
    type SerializeTuple = serde::ser::Impossible<&'static str, NotUnit>;
    type SerializeTupleStruct = serde::ser::Impossible<&'static str, NotUnit>;
    type SerializeTupleVariant = serde::ser::Impossible<&'static str, NotUnit>;
    type SerializeMap = serde::ser::Impossible<&'static str, NotUnit>;
    type SerializeStruct = serde::ser::Impossible<&'static str, NotUnit>;
    type SerializeStructVariant = serde::ser::Impossible<&'static str, NotUnit>;

    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<&'static str, NotUnit> {
        Ok(variant)
    }

    not_unit!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
        serialize_none(),
        serialize_unit(),
        serialize_unit_struct(&'static str),
    );

    fn serialize_some<V: serde::Serialize + ?Sized>(self, _: &V) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_newtype_struct<V: serde::Serialize + ?Sized>(
        self,
        _: &'static str,
        _: &V,
    ) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_newtype_variant<V: serde::Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &V,
    ) -> Result<&'static str, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, NotUnit> {
        Err(NotUnit)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, NotUnit> {
        Err(NotUnit)
    }
}

#[cfg(test)]
mod tests {
    use crate::{Direction, Level, Side};

    #[test]
    fn unit_enums_read_by_their_written_names() {
        for side in Side::BOTH {
            let text = serde_json::to_string(&side).unwrap();
            assert_eq!(serde_json::from_str::<Side>(&text).unwrap(), side);
        }
        assert_eq!(
            serde_json::from_str::<Direction>("\"counter-clockwise\"").unwrap(),
            Direction::CounterClockwise
        );
        assert_eq!(serde_json::from_str::<Level>("\"expert\"").unwrap(), Level::Expert);
    }

    #[test]
    fn an_unknown_name_is_refused_as_serde_says_it() {
        let err = |text: &str| serde_json::from_str::<Level>(text).unwrap_err().to_string();
        assert_eq!(
            err("\"hardest\""),
            "unknown variant `hardest`, expected one of `easy`, `medium`, `hard`, `expert` at line 1 column 9"
        );
        let two = serde_json::from_str::<Side>("\"east\"").unwrap_err().to_string();
        assert_eq!(
            two,
            "unknown variant `east`, expected `south` or `north` at line 1 column 6"
        );
        assert!(serde_json::from_str::<Side>("3").is_err());
    }
}

//! A small `--flag value` parser: the commands take only a handful of options.

use std::collections::BTreeMap;

pub struct Args {
    values: BTreeMap<String, String>,
    switches: Vec<String>,
}

impl Args {
    /// `switch_names` take no value (e.g. `--trace`); every other `--name` takes one.
    pub fn parse(raw: &[String], switch_names: &[&str]) -> Result<Args, String> {
        let mut args = Args {
            values: BTreeMap::new(),
            switches: Vec::new(),
        };
        let mut it = raw.iter();
        while let Some(arg) = it.next() {
            let name = arg
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument '{arg}'"))?;
            if switch_names.contains(&name) {
                args.switches.push(name.to_string());
                continue;
            }
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            if args.values.insert(name.to_string(), value.clone()).is_some() {
                return Err(format!("--{name} given twice"));
            }
        }
        Ok(args)
    }

    /// Refuse options this command does not know, so typos are not ignored.
    pub fn only(&self, known: &[&str]) -> Result<(), String> {
        match self
            .values
            .keys()
            .chain(&self.switches)
            .find(|k| !known.contains(&k.as_str()))
        {
            Some(unknown) => Err(format!("unknown option --{unknown}")),
            None => Ok(()),
        }
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    pub fn has(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    pub fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.get(name) {
            None => Ok(default),
            Some(text) => text
                .parse()
                .map_err(|_| format!("--{name} must be a number, not '{text}'")),
        }
    }

    pub fn required(&self, name: &str) -> Result<&str, String> {
        self.get(name).ok_or_else(|| format!("--{name} is required"))
    }
}

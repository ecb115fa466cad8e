//! The `log` crate, forwarded to a sink the shell implements (Logcat on
//! Android, os_log on iOS, a list in the host tests).

use std::sync::{Arc, RwLock};

#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum LogLevel {
    Error,
    Warn,
    Info,
    Debug,
    Trace,
}

/// Implemented by the shell; called from whichever thread logs.
#[uniffi::export(with_foreign)]
pub trait LogSink: Send + Sync {
    fn log(&self, level: LogLevel, target: String, message: String);
}

static SINK: RwLock<Option<Arc<dyn LogSink>>> = RwLock::new(None);

struct Forwarder;
static FORWARDER: Forwarder = Forwarder;

impl log::Log for Forwarder {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.level() <= log::max_level()
    }

    fn log(&self, record: &log::Record) {
        let sink = match SINK.read() {
            Ok(guard) => guard.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        };
        if let (Some(sink), true) = (sink, self.enabled(record.metadata())) {
            let level = match record.level() {
                log::Level::Error => LogLevel::Error,
                log::Level::Warn => LogLevel::Warn,
                log::Level::Info => LogLevel::Info,
                log::Level::Debug => LogLevel::Debug,
                log::Level::Trace => LogLevel::Trace,
            };
            let (target, message) = (record.target().to_string(), record.args().to_string());
            // A throwing sink must not take the logging call down with it.
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| sink.log(level, target, message)));
        }
    }

    fn flush(&self) {}
}

/// Send the core's log records at `max_level` and above to `sink`, replacing
/// any earlier sink. `None` stops forwarding.
#[uniffi::export]
pub fn set_log_sink(sink: Option<Arc<dyn LogSink>>, max_level: LogLevel) {
    // Fails only if another logger was installed first (then that one keeps working).
    let _ = log::set_logger(&FORWARDER);
    let filter = match (&sink, max_level) {
        (None, _) => log::LevelFilter::Off,
        (_, LogLevel::Error) => log::LevelFilter::Error,
        (_, LogLevel::Warn) => log::LevelFilter::Warn,
        (_, LogLevel::Info) => log::LevelFilter::Info,
        (_, LogLevel::Debug) => log::LevelFilter::Debug,
        (_, LogLevel::Trace) => log::LevelFilter::Trace,
    };
    match SINK.write() {
        Ok(mut guard) => *guard = sink,
        Err(poisoned) => *poisoned.into_inner() = sink,
    }
    log::set_max_level(filter);
}

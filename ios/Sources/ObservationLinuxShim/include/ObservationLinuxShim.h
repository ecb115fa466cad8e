// No API: this target only supplies a symbol missing from Debian's Swift 6.0.3 Observation runtime (see shim.c).

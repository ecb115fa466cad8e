// Top-level build file. Plugins are declared here with `apply false` so that every module
// resolves them from one class loader at one version (same pattern as ferrostar android/build.gradle).
plugins {
    alias(libs.plugins.android.application) apply false
    // AGP 9 compiles Kotlin itself ("built-in Kotlin") and depends on KGP 2.2.10 at runtime.
    // Declaring the Kotlin JVM plugin here (used by :shared) also raises that KGP to our
    // catalog's Kotlin version for :app, which is the documented way to pin a newer Kotlin.
    alias(libs.plugins.kotlin.jvm) apply false
    alias(libs.plugins.compose.compiler) apply false
    alias(libs.plugins.cargo.ndk) apply false
}

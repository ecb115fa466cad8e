// :shared is a PURE Kotlin/JVM module (no Android imports): AppDriver, the thin driver over the
// Rust app core, plus the UniFFI-generated Kotlin bindings of the Rust crate `pallanguzhi-ffi`
// (package app.pallanguzhi.core: AppCore, Event, Effect) and of the crates whose types it
// exports as they are (app.pallanguzhi.core.app: the view model; .rules: Side, Level...;
// .protocol: SideChoice), one file per crate.
//
// Why the bindings live here and only here:
//  * The generated Kotlin is plain Kotlin + JNA (as long as bindings/uniffi.toml does NOT set
//    `android = true` / `android_cleaner = true`), so it compiles for the JVM and for Android.
//  * Compiling it once here lets this module's logic be unit-tested on a plain JVM against the
//    host library (target/debug/libpallanguzhi_ffi.so or .dylib), while :app gets the same
//    classes through `implementation(project(":shared"))`. Generating it in :app as well would
//    put every binding class on the classpath twice (duplicate-class error in D8).
//  * The bindings do not depend on the ABI or the build variant, so ferrostar's per-variant
//    generation (android/core/build.gradle) collapses into one task generating from the host library.
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.kotlin.jvm)
}

// android/ sits directly inside the Cargo workspace root.
val workspaceDir: File = rootDir.parentFile
// Where `cargo build` (host, dev profile) puts the library; honours CARGO_TARGET_DIR like cargo does.
val hostLibDir: File = System.getenv("CARGO_TARGET_DIR")?.let { File(it, "debug") }
    ?: workspaceDir.resolve("target/debug")
// libpallanguzhi_ffi.so on Linux, libpallanguzhi_ffi.dylib on macOS.
val hostLib: File = hostLibDir.resolve(System.mapLibraryName("pallanguzhi_ffi"))

// Android Studio started from a desktop launcher does not inherit the shell PATH; look in
// ~/.cargo/bin first, like the cargo-ndk plugin does, then fall back to PATH.
val cargo: String = File(System.getProperty("user.home"), ".cargo/bin/cargo")
    .takeIf { it.canExecute() }?.path ?: "cargo"

// Builds the host cdylib that the bindings are generated from and that the JVM tests load.
// No declared outputs, so it always runs; cargo's own incremental build makes that cheap.
val buildHostLibrary by tasks.registering(Exec::class) {
    group = "build"
    description = "cargo build -p pallanguzhi-ffi --lib for the host (JVM tests, bindgen input)"
    workingDir = workspaceDir
    // --features bindgen: the same build as the bindgen binary's below (one build, not two).
    commandLine(cargo, "build", "-p", "pallanguzhi-ffi", "--features", "bindgen", "--lib")
}

// Generates Kotlin bindings in "library mode" from the built library, with the workspace's own
// uniffi-bindgen binary (so bindgen and the scaffolding always share one UniFFI version).
// Output: build/generated/source/uniffi/kotlin/app/pallanguzhi/core/pallanguzhi_ffi.kt, and
// .../core/app/pallanguzhi_app.kt, .../core/rules/pallanguzhi_core.kt, .../core/protocol/pallanguzhi_protocol.kt.
val uniffiOutDir = layout.buildDirectory.dir("generated/source/uniffi/kotlin")
val generateUniFFIBindings by tasks.registering(Exec::class) {
    group = "build"
    description = "uniffi-bindgen generate --language kotlin from the host library"
    dependsOn(buildHostLibrary)
    // Re-run when the library's exported API or the bindings config (package name...) changes.
    inputs.files(hostLib, listOf("bindings", "app", "core", "protocol").map { workspaceDir.resolve("$it/uniffi.toml") })
    outputs.dir(uniffiOutDir)
    workingDir = workspaceDir
    commandLine(
        cargo, "run", "-p", "pallanguzhi-ffi", "--features", "bindgen", "--bin", "uniffi-bindgen", "--",
        "generate", "--library", hostLib.path,
        "--language", "kotlin",
        "--out-dir", uniffiOutDir.get().asFile.path,
        // Skip ktlint even where it is installed, so every machine generates identical code.
        "--no-format",
    )
    // A renamed package or namespace would otherwise leave a stale second copy behind.
    doFirst { uniffiOutDir.get().asFile.deleteRecursively() }
}

kotlin {
    // Passing the task provider both adds the directory and makes compileKotlin depend on it.
    sourceSets.named("main") { kotlin.srcDir(generateUniFFIBindings) }
    // Java 17 bytecode: what AGP 9 (itself on JDK 17) dexes without trouble. Set explicitly
    // rather than with a toolchain so any JDK >= 17 works without auto-provisioning.
    compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
}

java {
    sourceCompatibility = JavaVersion.VERSION_17
    targetCompatibility = JavaVersion.VERSION_17
}

dependencies {
    // AppDriver runs timers and searches as coroutines; `api` because its StateFlow is part
    // of what :app calls.
    api(libs.kotlinx.coroutines.core)
    // OkHttpTransport performs the core's HTTP and WebSocket effects (the phone's TLS and proxy).
    implementation(libs.okhttp)

    // compileOnly: the runtime JNA is supplied by the consumer. :app adds the Android `@aar`
    // flavour (with libjnidispatch.so per ABI); letting the desktop jar leak into :app
    // as well would give duplicate com.sun.jna classes.
    compileOnly(libs.jna)
    testImplementation(libs.jna)

    // JUnit 5, as in ./tests/run.sh's android-shared suite (the JVM tests without Gradle).
    testImplementation(platform(libs.junit.bom))
    testImplementation(libs.junit.jupiter)
    testRuntimeOnly(libs.junit.platform.launcher)
    testImplementation(libs.kotlin.test.junit5)
}

tasks.test {
    useJUnitPlatform()
    dependsOn(buildHostLibrary)
    // JNA resolves "pallanguzhi_ffi" to libpallanguzhi_ffi.{so,dylib} in this directory.
    systemProperty("jna.library.path", hostLibDir.absolutePath)
}

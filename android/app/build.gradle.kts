// :app - the Android application (Jetpack Compose).
// Structure follows ferrostar android/demo-app/build.gradle (Compose app) and
// android/core/build.gradle (cargo-ndk + JNA), converted to Kotlin DSL.
//
// Rust integration is split in two:
//  * the Kotlin bindings come from :shared (generated once from the host library; see
//    shared/build.gradle.kts for why they are not generated again here);
//  * this module only cross-compiles the same crate for the four Android ABIs with cargo-ndk and
//    packages the .so files, plus JNA's Android flavour that loads them.
plugins {
    alias(libs.plugins.android.application)
    // No org.jetbrains.kotlin.android: AGP 9 compiles Kotlin itself ("built-in Kotlin").
    alias(libs.plugins.compose.compiler)
    // Adds buildCargoNdk<Variant> and runs it before merge<Variant>JniLibFolders.
    alias(libs.plugins.cargo.ndk)
}

// The app's version, one source for both apps: ../../VERSION (MARKETING_VERSION, the version
// players see, and CURRENT_PROJECT_VERSION, the build number every store upload raises; iOS
// includes the same file from Signing.xcconfig). A missing key fails the build.
val versionFile: Map<String, String> = rootProject.file("../VERSION").readLines()
    .mapNotNull { line -> line.split("=", limit = 2).takeIf { it.size == 2 }?.let { it[0].trim() to it[1].trim() } }
    .toMap()
fun version(key: String): String = versionFile[key] ?: error("VERSION has no $key")

// The share links' host (https://<host>/join/CODE): the manifest's App Link filter reads it as
// ${linkHost}. The core's default server (app/src/online.rs DEFAULT_SERVER) and iOS's
// PALLANGUZHI_LINK_DOMAIN (Signing.xcconfig) name the same host; tests/release.py checks all three.
// A staging host: ./gradlew :app:installDebug -PlinkHost=staging.example.org
val linkHost: String = (findProperty("linkHost") as String?) ?: "play.pallanguzhi.app"

// Release signing from the environment (never from a committed file): the upload key of Play
// App Signing. Unset, bundleRelease still builds, unsigned (Play refuses it; the checklist says so).
val uploadKeystore: String? = System.getenv("PALLANGUZHI_UPLOAD_KEYSTORE")

// One value for the app and for the API level cargo-ndk links the Rust library against.
// (Not named minSdkVersion: inside defaultConfig {} that name is a DSL member and would win.)
val appMinSdk = 24

android {
    namespace = "app.pallanguzhi"
    compileSdk = 36
    // AGP 9's default NDK. r28+ links 16 KB-aligned ELF segments by default; the explicit
    // flags in cargoNdk below keep that true even if cargo-ndk picks an older NDK.
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.pallanguzhi"
        minSdk = appMinSdk
        targetSdk = 36
        versionCode = version("CURRENT_PROJECT_VERSION").toInt()
        versionName = version("MARKETING_VERSION")
        manifestPlaceholders["linkHost"] = linkHost
        // Only the ABIs the Rust library is built for. JNA's aar also carries libjnidispatch.so
        // for armeabi, mips and mips64, which no supported device runs and which would only
        // add dead weight (and, on such a device, a JNA without our library).
        ndk { abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86", "x86_64") }
    }

    signingConfigs {
        uploadKeystore?.let { path ->
            create("upload") {
                storeFile = file(path)
                storePassword = System.getenv("PALLANGUZHI_UPLOAD_STORE_PASSWORD")
                keyAlias = System.getenv("PALLANGUZHI_UPLOAD_KEY_ALIAS")
                keyPassword = System.getenv("PALLANGUZHI_UPLOAD_KEY_PASSWORD")
            }
        }
    }

    buildTypes {
        release {
            if (uploadKeystore != null) signingConfig = signingConfigs.getByName("upload")
            // R8 is on for release; app/proguard-rules.pro keeps what JNA reaches by reflection.
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }

    compileOptions {
        // :shared is JVM code compiled without android.jar; desugaring lets it use java.time
        // and friends on API 24-25 (ferrostar does the same for API 25).
        isCoreLibraryDesugaringEnabled = true
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures {
        compose = true
    }

    androidResources {
        // Per-app language picker (Android 13+) for the en/fr/ta translations in res/values-*;
        // needs res/resources.properties (unqualifiedResLocale).
        generateLocaleConfig = true
    }

    packaging {
        // Keep .so files uncompressed so AGP (>= 8.5.1) stores them 16 KB-aligned in the APK/AAB,
        // which Google Play requires together with 16 KB-aligned ELF segments.
        jniLibs { useLegacyPackaging = false }
        resources { excludes += "/META-INF/{AL2.0,LGPL2.1}" }
    }
}

// Options of the gemwallet cargo-ndk plugin (com.github.willir.rust.CargoNdkExtension).
// For each variant it runs, from `module`:
//   cargo ndk --target <triple> --platform <apiLevel> -- build [--release] <extraCargoBuildArguments>
// then copies target/<triple>/<debug|release>/<librariesNames> to src/main/jniLibs/<abi>/.
// Every variant builds the Rust release profile, overridden to be the workspace's release-small
// profile (Cargo.toml: opt-level z, LTO, one codegen unit, symbols stripped), the library the
// size and stack checks measure (tests/run.sh run_size, tests/stack_frames.py). The plugin can
// only pass --release and copy from target/<triple>/release, so the profile's values go in as
// CARGO_PROFILE_RELEASE_* below; tests/release.py checks they equal release-small's.
// Why release and not dev: the dev profile's AI search is far too slow on
// a phone (Hard and Expert search up to millions of nodes), even in a debug APK. Debug APKs keep
// Kotlin debuggable. The plugin pre-creates a "release" and a "debug" entry in buildTypes, and the
// debug entry's buildType = "debug" wins over the top-level value (CargoNdkConfig copies every
// non-null per-type field over the extension's), so every entry is set below, not just the top.
// std is rebuilt as the size suite and the XCFramework build it (bindings/build-small.sh): the
// variables of bindings/std.env (-Zbuild-std without std's backtrace symbolizer, 214 KB off the
// library, panics still unwind), with the pinned nightly of nightly-toolchain as the toolchain
// rustup's cargo runs (RUSTUP_TOOLCHAIN). Install it once: bash tests/toolchain/nightly.sh.
// Build a single ABI while iterating with: ./gradlew :app:installDebug -Prust-target=arm64
val stdEnv: Map<String, String> = rootProject.file("../bindings/std.env").readLines()
    .map { it.trim() }
    .filter { it.isNotEmpty() && !it.startsWith("#") }
    .associate { it.substringBefore('=') to it.substringAfter('=') }
val rustNightly: String = rootProject.file("../nightly-toolchain").readText().trim()

cargoNdk {
    module = ".." // Cargo workspace root, relative to android/ (the Gradle root)
    targets = arrayListOf("arm64", "arm", "x86", "x86_64") // arm64-v8a, armeabi-v7a, x86, x86_64
    librariesNames = arrayListOf("libpallanguzhi_ffi.so")
    // --lib: only the cdylib; the workspace's uniffi-bindgen binary is a host tool.
    extraCargoBuildArguments = arrayListOf("-p", "pallanguzhi-ffi", "--lib")
    apiLevel = appMinSdk
    buildType = "release" // variants without an entry of their own (product flavours)
    buildTypes { all { buildType = "release" } } // "debug", "release" and any added later
    // 16 KB page size (Google Play, Android 15+ devices): cargo-ndk >= 4 already passes this for
    // NDK <= 27 and NDK r28+ does it by default; setting it here makes it independent of both.
    // Only the 64-bit ABIs need it. (A RUSTFLAGS variable in the environment would override these.)
    //
    // CARGO_TARGET_DIR: the plugin copies from <module>/target/<triple>/release and does not read
    // the variable, so a developer's own CARGO_TARGET_DIR (set for the shell, or by an IDE) would
    // make cargo build elsewhere and the copy fail. Pin it to the workspace's target/.
    extraCargoEnv = mapOf(
        "CARGO_TARGET_DIR" to rootProject.file("../target").absolutePath,
        // = [profile.release-small] in Cargo.toml (panics stay unwind, inherited from release).
        "CARGO_PROFILE_RELEASE_OPT_LEVEL" to "z",
        "CARGO_PROFILE_RELEASE_LTO" to "true",
        "CARGO_PROFILE_RELEASE_CODEGEN_UNITS" to "1",
        "CARGO_PROFILE_RELEASE_STRIP" to "symbols",
        "CARGO_TARGET_AARCH64_LINUX_ANDROID_RUSTFLAGS" to "-C link-arg=-Wl,-z,max-page-size=16384",
        "CARGO_TARGET_X86_64_LINUX_ANDROID_RUSTFLAGS" to "-C link-arg=-Wl,-z,max-page-size=16384",
        "RUSTUP_TOOLCHAIN" to rustNightly,
    ) + stdEnv
}

dependencies {
    // UniFFI bindings (package app.pallanguzhi.core) + all platform-independent game/UI logic.
    implementation(project(":shared"))

    // JNA for Android: the aar carries libjnidispatch.so for every ABI. The catalog cannot
    // express "@aar" (gradle/gradle#21267, hence ferrostar's string notation), so ask for the
    // aar artifact of the catalog entry instead.
    implementation(libs.jna) { artifact { type = "aar" } }

    coreLibraryDesugaring(libs.desugar.jdk.libs)

    implementation(libs.kotlinx.coroutines.android)
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.runtime.ktx)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)

    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.ui.graphics)
    implementation(libs.androidx.compose.ui.tooling.preview)
    implementation(libs.androidx.compose.material3)
    debugImplementation(libs.androidx.compose.ui.tooling)

    // JUnit 5 + kotlin-test, as the android-app suite of ./tests/run.sh runs src/test/ here.
    testImplementation(platform(libs.junit.bom))
    testImplementation(libs.junit.jupiter)
    testRuntimeOnly(libs.junit.platform.launcher)
    testImplementation(libs.kotlin.test.junit5)
}

tasks.withType<Test>().configureEach { useJUnitPlatform() }

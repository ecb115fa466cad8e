// Gradle settings for the Pallanguzhi Android app.
// Layout follows stadiamaps/ferrostar android/settings.gradle and
// ianthetechie/uniffi-starter android/settings.gradle (converted to Kotlin DSL).

pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal() // com.gemwallet.cargo-ndk is published here (and on Maven Central)
    }
}

dependencyResolutionManagement {
    // Modules may not declare their own repositories: every dependency comes from these two.
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "Pallanguzhi"

// :shared - pure Kotlin/JVM: UniFFI bindings + view state, animation timeline, save store,
//           settings, AI dispatcher. Unit-tested on a plain JVM against the host Rust library.
// :app    - the Android application: Compose UI, packages the Rust .so files for each ABI.
include(":shared")
include(":app")

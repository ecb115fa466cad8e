package app.pallanguzhi.app

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.viewModels
import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.LifecycleOwner

class MainActivity : ComponentActivity() {
    private val model: GameViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        lifecycle.addObserver(object : DefaultLifecycleObserver {
            // Save and cancel any search when the app leaves the screen; resume a computer turn on return.
            override fun onStop(owner: LifecycleOwner) = model.controller.stop()
            override fun onStart(owner: LifecycleOwner) = model.controller.resume()
        })
        setContent { PallanguzhiApp(model) }
    }
}

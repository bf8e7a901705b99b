import { engineSuite } from "./engine-suite";
import { launchFirefox } from "./support/firefox";

engineSuite("firefox", launchFirefox);

import { engineSuite } from "./engine-suite";
import { launchWebKit } from "./support/webkit";

engineSuite("webkit", launchWebKit);

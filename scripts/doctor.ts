/**
 * `npm run doctor`: checks what the site needs to run, with the settings of the environment (as the
 * server reads them): the settings, the database and its schema, SMTP and its login, the DKIM key, the
 * last backup's age and free disk. One line per check; exits 1 when any check finds a problem.
 */
import { loadSiteConfig } from "../app/config/load-site-config.server";
import { runDoctor } from "../server/operations/doctor";

const problems = await runDoctor(process.env, loadSiteConfig, (line) => console.log(line));
process.exitCode = problems === 0 ? 0 : 1;

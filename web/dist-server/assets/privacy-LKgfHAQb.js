import { O as useTranslation } from "../entry-server.js";
import { t as CmsPage } from "./cms-page-BqFA3QXz.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/privacy.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/privacy-policy` (docs/product.md 2): text staff edit in the CMS (page `privacy-policy`). */
function PrivacyRoute() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CmsPage, {
		slug: "privacy-policy",
		fallbackTitle: t("pages.privacy"),
		fallbackDescription: t("pages.privacyDescription")
	});
}
export { PrivacyRoute as default };

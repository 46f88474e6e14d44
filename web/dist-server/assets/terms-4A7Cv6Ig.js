import { O as useTranslation } from "../entry-server.js";
import { t as CmsPage } from "./cms-page-BqFA3QXz.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/terms.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/terms-&-conditions` (docs/product.md 2): text staff edit in the CMS (page `terms-and-conditions`). */
function TermsRoute() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CmsPage, {
		slug: "terms-and-conditions",
		fallbackTitle: t("pages.terms"),
		fallbackDescription: t("pages.termsDescription")
	});
}
export { TermsRoute as default };

import { A as queryOptions, E as locale, O as useTranslation, b as env, d as toProduct, j as useQuery, u as inStockFirst, w as cmsLocaleParams, y as requestJson } from "../entry-server.js";
import { t as ProductGrid } from "./product-card-B1CTDkdN.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/features/products/api/get-products-by-type.ts
/**
* The products of one type, cheapest first, in-stock before out-of-stock (docs/product.md 7:
* `GET /products?populate=*&filters[type][$eq]={type}&sort=price:asc`).
* Throws ApiError when the CMS fails. Built with URLSearchParams, not qs: this call is on the home
* page, and qs brings ≈ 15 KB gzip of dependencies with it.
*/
async function getProductsByType(type, signal) {
	const query = new URLSearchParams([
		["populate", "*"],
		["filters[type][$eq]", type],
		["sort", "price:asc"],
		...cmsLocaleParams()
	]);
	const answer = await requestJson(`${env.cmsApiUrl}/products?${query}`, { signal });
	return inStockFirst(answer.data.map(toProduct));
}
var productsByTypeQueryOptions = (type) => queryOptions({
	queryKey: [
		"products",
		"type",
		locale,
		type
	],
	queryFn: ({ signal }) => getProductsByType(type, signal)
});
/** Products of a type for a strip or list: loading, then data or error (docs/product.md 4). */
function useProductsByType(type) {
	return useQuery(productsByTypeQueryOptions(type));
}
// src/features/products/components/product-strip.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A titled list of the products of one type (docs/product.md 2 home strips, offers, product page):
* 'loading' while loading, 'Something went wrong!' on error.
*/
function ProductStrip({ title, type, headingLevel = 2, priorityCount = 0, isRow = false }) {
	const { t } = useTranslation();
	const products = useProductsByType(type);
	const Heading = headingLevel === 1 ? "h1" : "h2";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: isRow ? "strip strip--row" : "strip",
		"aria-labelledby": `strip-${type}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				id: `strip-${type}`,
				className: "section-title",
				children: title
			}),
			products.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "strip__loading",
				children: t("loadingLower")
			}) : null,
			products.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "error-text",
				children: t("somethingWrong")
			}) : null,
			products.data?.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("noProducts") }) : null,
			products.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
				products: products.data,
				priorityCount
			}) : null
		]
	});
}
export { ProductStrip as t };

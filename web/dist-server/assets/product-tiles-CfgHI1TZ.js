import { A as queryOptions, E as locale, O as useTranslation, S as paths, b as env, d as toProduct, j as useQuery, k as require_dist, w as cmsLocaleParams, y as requestJson } from "../entry-server.js";
import { t as PictureImage } from "./picture-image-8s4glZXx.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/features/products/api/get-products-by-ids.ts
var import_dist = require_dist();
/**
* The products with these numeric ids, in the order of `ids`; ids the CMS does not have are
* left out (`GET /api/products?filters[id][$in]=…&populate=img`). Throws ApiError when the CMS fails.
*/
async function getProductsByIds(ids, signal) {
	const query = new URLSearchParams([
		...ids.map((id, index) => [`filters[id][$in][${index}]`, String(id)]),
		["populate[0]", "img"],
		["pagination[pageSize]", String(ids.length)],
		...cmsLocaleParams()
	]);
	const answer = await requestJson(`${env.cmsApiUrl}/products?${query}`, { signal });
	const byId = new Map(answer.data.map((raw) => [raw.id, toProduct(raw)]));
	return ids.flatMap((id) => byId.get(id) ?? []);
}
var productsByIdsQueryOptions = (ids) => queryOptions({
	queryKey: [
		"products",
		"ids",
		locale,
		ids.join(",")
	],
	queryFn: ({ signal }) => getProductsByIds(ids, signal)
});
/** A fixed set of products (the home tile grid): loading, then data or error (docs/product.md 4). */
function useProductsByIds(ids) {
	return useQuery(productsByIdsQueryOptions(ids));
}
// src/features/products/components/product-tiles.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The home tile grid (docs/product.md 2): large picture tiles linking to a fixed set of products,
* 'loading' while loading and 'Something went wrong!' on error, like the strips.
*/
function ProductTiles({ title, productIds }) {
	const { t } = useTranslation();
	const products = useProductsByIds(productIds);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "strip",
		"aria-labelledby": "product-tiles-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "product-tiles-title",
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
			products.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "product-tiles",
				children: products.data.map((product) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_dist.Link, {
					to: paths.product.getHref(product.id),
					className: "product-tile",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PictureImage, {
						picture: product.image,
						sizes: "(max-width: 600px) 50vw, 300px",
						className: "product-tile__image"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "product-tile__title",
						children: product.title
					})]
				}) }, product.id))
			}) : null
		]
	});
}
export { ProductTiles as t };

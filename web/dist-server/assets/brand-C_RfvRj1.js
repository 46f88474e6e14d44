import { A as queryOptions, E as locale, O as useTranslation, b as env, j as useQuery, k as require_dist, l as useBrandProducts, n as PageMeta, t as NotFoundRoute, w as cmsLocaleParams, x as brands, y as requestJson } from "../entry-server.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { t as ProductGrid } from "./product-card-B1CTDkdN.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// ../node_modules/react-intersection-observer/dist/index.mjs
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var observerMap = /* @__PURE__ */ new Map();
var RootIds = /* @__PURE__ */ new WeakMap();
var rootId = 0;
var unsupportedValue;
function getRootId(root) {
	if (!root) return "0";
	if (RootIds.has(root)) return RootIds.get(root);
	rootId += 1;
	RootIds.set(root, rootId.toString());
	return RootIds.get(root);
}
function optionsToId(options) {
	return Object.keys(options).sort().filter((key) => options[key] !== void 0).map((key) => {
		return `${key}_${key === "root" ? getRootId(options.root) : options[key]}`;
	}).toString();
}
function createObserver(options) {
	const id = optionsToId(options);
	let instance = observerMap.get(id);
	if (!instance) {
		const elements = /* @__PURE__ */ new Map();
		let thresholds;
		const observer = new IntersectionObserver((entries) => {
			entries.forEach((entry) => {
				var _a2;
				const inView = entry.isIntersecting && thresholds.some((threshold) => entry.intersectionRatio >= threshold);
				if (options.trackVisibility && typeof entry.isVisible === "undefined") entry.isVisible = inView;
				[...(_a2 = elements.get(entry.target)) != null ? _a2 : []].forEach((callback) => {
					callback(inView, entry);
				});
			});
		}, options);
		thresholds = observer.thresholds || (Array.isArray(options.threshold) ? options.threshold : [options.threshold || 0]);
		instance = {
			id,
			observer,
			elements
		};
		observerMap.set(id, instance);
	}
	return instance;
}
function observe(element, callback, options = {}, fallbackInView = unsupportedValue) {
	if (typeof window.IntersectionObserver === "undefined" && fallbackInView !== void 0) {
		const bounds = element.getBoundingClientRect();
		callback(fallbackInView, {
			isIntersecting: fallbackInView,
			target: element,
			intersectionRatio: typeof options.threshold === "number" ? options.threshold : 0,
			time: 0,
			boundingClientRect: bounds,
			intersectionRect: bounds,
			rootBounds: bounds
		});
		return () => {};
	}
	const { id, observer, elements } = createObserver(options);
	const callbacks = elements.get(element) || [];
	if (!elements.has(element)) elements.set(element, callbacks);
	callbacks.push(callback);
	observer.observe(element);
	return function unobserve() {
		callbacks.splice(callbacks.indexOf(callback), 1);
		if (callbacks.length === 0) {
			elements.delete(element);
			observer.unobserve(element);
		}
		if (elements.size === 0) {
			observer.disconnect();
			observerMap.delete(id);
		}
	};
}
import_react.Component;
function useInView({ threshold, delay, trackVisibility, rootMargin, scrollMargin, root, triggerOnce, skip, initialInView, fallbackInView, onChange } = {}) {
	var _a2;
	const [ref, setRef] = import_react.useState(null);
	const callback = import_react.useRef(onChange);
	const lastInViewRef = import_react.useRef(initialInView);
	const [state, setState] = import_react.useState({
		inView: !!initialInView,
		entry: void 0
	});
	callback.current = onChange;
	import_react.useEffect(() => {
		if (lastInViewRef.current === void 0) lastInViewRef.current = initialInView;
		if (skip || !ref) return;
		let unobserve;
		unobserve = observe(ref, (inView, entry) => {
			const previousInView = lastInViewRef.current;
			lastInViewRef.current = inView;
			if (previousInView === void 0 && !inView) return;
			setState({
				inView,
				entry
			});
			if (callback.current) callback.current(inView, entry);
			if (entry.isIntersecting && triggerOnce && unobserve) {
				unobserve();
				unobserve = void 0;
			}
		}, {
			root,
			rootMargin,
			scrollMargin,
			threshold,
			trackVisibility,
			delay
		}, fallbackInView);
		return () => {
			if (unobserve) unobserve();
		};
	}, [
		Array.isArray(threshold) ? threshold.toString() : threshold,
		ref,
		root,
		rootMargin,
		scrollMargin,
		triggerOnce,
		skip,
		trackVisibility,
		fallbackInView,
		delay
	]);
	const entryTarget = (_a2 = state.entry) == null ? void 0 : _a2.target;
	const previousEntryTarget = import_react.useRef(void 0);
	if (!ref && entryTarget && !triggerOnce && !skip && previousEntryTarget.current !== entryTarget) {
		previousEntryTarget.current = entryTarget;
		setState({
			inView: !!initialInView,
			entry: void 0
		});
		lastInViewRef.current = initialInView;
	}
	const result = [
		setRef,
		state.inView,
		state.entry
	];
	result.ref = result[0];
	result.inView = result[1];
	result.entry = result[2];
	return result;
}
var _a;
((_a = "useInsertionEffect" in import_react ? import_react.useInsertionEffect : void 0) != null ? _a : import_react.useLayoutEffect) != null || import_react.useEffect;
// src/features/products/api/get-category.ts
/** The category's title by id (`GET /api/categories?filters[id][$eq]=ID`); null when unknown. */
async function getCategory(id, signal) {
	const query = new URLSearchParams([["filters[id][$eq]", String(id)], ...cmsLocaleParams()]);
	const [category] = (await requestJson(`${env.cmsApiUrl}/categories?${query}`, { signal })).data;
	return category ? {
		id: category.id,
		title: category.title
	} : null;
}
var categoryQueryOptions = (id) => queryOptions({
	queryKey: [
		"categories",
		locale,
		id
	],
	queryFn: ({ signal }) => getCategory(id, signal)
});
function useCategory(id) {
	return useQuery(categoryQueryOptions(id));
}
// src/features/products/api/get-sub-categories.ts
/**
* The sub-categories of a category, for the listing's checkboxes (docs/product.md 7:
* `GET /sub-categories?filters[categories][id][$eq]={catId}`). Category 1 (Shop all) gets all.
*/
async function getSubCategories(categoryId, signal) {
	const query = new URLSearchParams([["sort", "title:asc"], ...cmsLocaleParams()]);
	if (categoryId !== 1) query.set("filters[categories][id][$eq]", String(categoryId));
	const subs = (await requestJson(`${env.cmsApiUrl}/sub-categories?${query}`, { signal })).data.map((sub) => ({
		id: sub.id,
		title: sub.title
	}));
	return locale === "en" ? subs : subs.sort((a, b) => a.title.localeCompare(b.title, locale));
}
var subCategoriesQueryOptions = (categoryId) => queryOptions({
	queryKey: [
		"sub-categories",
		locale,
		categoryId
	],
	queryFn: ({ signal }) => getSubCategories(categoryId, signal)
});
function useSubCategories(categoryId) {
	return useQuery(subCategoriesQueryOptions(categoryId));
}
// src/features/products/components/sub-category-filter.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The listing's sub-category checkboxes (docs/product.md 2); hidden when the category has none. */
function SubCategoryFilter({ subCategories, checkedIds, onToggle }) {
	const { t } = useTranslation();
	if (subCategories.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "checkbox-group",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: t("listing.categories") }), subCategories.map((sub) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "checkbox",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "checkbox",
				checked: checkedIds.includes(sub.id),
				onChange: () => onToggle(sub.id)
			}), sub.title]
		}, sub.id))]
	});
}
// src/features/products/components/brand-listing.tsx
/** How long typing must pause before the search goes to the server, ms. */
var SEARCH_DELAY_MS = 250;
/**
* A brand or category listing (docs/product.md 2): the category's title, a case-insensitive title
* search, sub-category checkboxes, 'Loading...', 'No products found.', in-stock first. The CMS
* filters, sorts and pages (decision 012); the next page loads as the shopper nears the end of
* the list, or with the "Load more products" button (keyboard and screen-reader users).
*/
function BrandListing({ categoryId, fallbackTitle }) {
	const { t } = useTranslation();
	const [searchInput, setSearchInput] = (0, import_react.useState)("");
	const [search, setSearch] = (0, import_react.useState)("");
	const [checkedIds, setCheckedIds] = (0, import_react.useState)([]);
	const category = useCategory(categoryId);
	const subCategories = useSubCategories(categoryId);
	const products = useBrandProducts({
		categoryId,
		subCategoryIds: checkedIds,
		search
	});
	const { ref: endOfList, inView: isNearEnd } = useInView({ rootMargin: "600px 0px" });
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;
	(0, import_react.useEffect)(() => {
		const timer = setTimeout(() => setSearch(searchInput), SEARCH_DELAY_MS);
		return () => clearTimeout(timer);
	}, [searchInput]);
	(0, import_react.useEffect)(() => {
		if (isNearEnd && hasNextPage && !isFetchingNextPage) fetchNextPage();
	}, [
		isNearEnd,
		hasNextPage,
		isFetchingNextPage,
		fetchNextPage
	]);
	const toggle = (id) => setCheckedIds((ids) => ids.includes(id) ? ids.filter((checked) => checked !== id) : [...ids, id]);
	const pages = products.data?.pages ?? [];
	const visible = pages.flatMap((page) => page.products);
	const total = pages[0]?.total ?? 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "listing",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "page-title",
			children: category.data?.title ?? fallbackTitle
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "listing__layout",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
				className: "listing__filters",
				"aria-label": t("listing.filters"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "field",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "field__label",
						children: t("listing.search")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "search",
						value: searchInput,
						onChange: (event) => setSearchInput(event.target.value),
						placeholder: t("listing.searchPlaceholder")
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubCategoryFilter, {
					subCategories: subCategories.data ?? [],
					checkedIds,
					onToggle: toggle
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "listing__results",
				"aria-busy": products.isFetching,
				children: [
					products.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						children: t("loading")
					}) : null,
					products.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "error-text",
						children: t("somethingWrong")
					}) : null,
					products.data && visible.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						children: t("noProducts")
					}) : null,
					visible.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "listing__count",
							role: "status",
							children: t("listing.showing", {
								shown: visible.length,
								total
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductGrid, {
							products: visible,
							priorityCount: 4
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							ref: endOfList,
							className: "listing__more",
							children: hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button button--ghost",
								disabled: isFetchingNextPage,
								onClick: () => void fetchNextPage(),
								children: isFetchingNextPage ? t("loading") : t("listing.loadMore")
							}) : null
						})
					] }) : null
				]
			})]
		})]
	});
}
// src/app/routes/brand.tsx
/** Brand listing `/products/:id` (docs/product.md 2). */
function BrandRoute() {
	const { t } = useTranslation();
	const id = Number((0, import_dist.useParams)().id);
	if (!Number.isInteger(id) || id < 1) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundRoute, {});
	const brand = brands.find((candidate) => candidate.id === id);
	const name = brand ? t(`brands.${brand.id}`) : t("listing.fallbackTitle");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
		title: name,
		description: t("listing.metaDescription", { name })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandListing, {
		categoryId: id,
		fallbackTitle: name
	}, id)] });
}
export { BrandRoute as default };

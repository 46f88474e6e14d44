// src/locales/en/marketing.json
var coconutSugar = {
	"title": "Coconut sugar",
	"description": "Organic coconut sugar: a natural sweetener with a caramel taste and a lower glycaemic index. Shop it at Outlet Shop.",
	"intro": "Coconut sugar is made from the sap of coconut palm flowers, simply heated until the water evaporates. Nothing is bleached or refined away.",
	"benefitsTitle": "Health benefits",
	"benefits": [
		"A lower glycaemic index (about 35) than white sugar, so it raises blood sugar more gently.",
		"Keeps traces of minerals from the sap: potassium, magnesium, zinc and iron.",
		"Contains inulin, a fibre that feeds the good bacteria in your gut.",
		"A warm caramel taste that replaces white or brown sugar cup for cup in baking, coffee and tea."
	],
	"shop": "Shop coconut sugar"
};
var nutButter = {
	"title": "Nut butters",
	"description": "Peanut, almond, cashew and hazelnut butters made from roasted nuts and nothing else. Shop them at Outlet Shop.",
	"intro": "Our nut butters are roasted nuts, ground smooth or crunchy, with no added sugar, palm oil or preservatives.",
	"points": [
		"Plant protein and good fats for breakfast, sport and snacks.",
		"Spread on toast, stir into oats, blend into smoothies or bake into cookies.",
		"Natural oil may rise to the top: stir it back in, it is a sign nothing was added."
	]
};
var chocolateChips = {
	"title": "Chocolate chips",
	"description": "Dark, milk, white and sugar-free chocolate chips for baking. Shop them at Outlet Shop.",
	"intro": "Chips made with real cocoa butter that hold their shape in the oven and melt in the mouth.",
	"points": [
		"For cookies, muffins, brownies, pancakes and banana bread.",
		"Dark, milk, white and semi-sweet, plus a sugar-free dark chip.",
		"Resealable packs: keep them cool and dry, away from sunlight."
	]
};
var newsletter = {
	"title": "Newsletter",
	"label": "Your e-mail for recipes and offers",
	"subscribe": "Subscribe",
	"pleaseWait": "Please Wait...",
	"done": "Thank you for subscribing! Recipes and offers will come to {{email}}."
};
var marketing_default = {
	coconutSugar,
	nutButter,
	chocolateChips,
	newsletter
};
export { chocolateChips, coconutSugar, marketing_default as default, newsletter, nutButter };

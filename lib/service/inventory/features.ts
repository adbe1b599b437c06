import type { Feature } from "@/lib/contract/quote";
import type { Random } from "./random";

type Availability = Feature["availability"];
type Template = Omit<Feature, "availability" | "measurableUnitValue"> & {
  availability: readonly Availability[];
  values?: readonly string[];
};

// Every unit carries one feature of each availability kind (the first five), so that
// clients meet all of them in any quote; the rest vary from unit to unit.
const CORE: readonly Template[] = [
  { key: "WIFI", description: "High-speed Wi-Fi", category: "Technology", subCategory: "Internet", availability: ["IMPLICIT"], values: ["100 Mbps", "300 Mbps", "500 Mbps", "1 Gbps"] },
  { key: "LINEN_TOWELS", description: "Bed linen and towels", category: "Housekeeping", subCategory: "Linen", availability: ["SUPPLIED"] },
  { key: "BABY_COT", description: "Baby cot", category: "Family", subCategory: "Children", availability: ["ON_REQUEST"] },
  { key: "PETS", description: "Pets allowed", category: "Policies", subCategory: "Pets", availability: ["CONSIDERED"] },
  { key: "SMOKING", description: "Smoking", category: "Policies", subCategory: "Smoking", availability: ["NOT_AVAILABLE"] },
];

const UNIT_EXTRAS: readonly Template[] = [
  { key: "KITCHEN", description: "Fully equipped kitchen", category: "Kitchen", subCategory: "Cooking", availability: ["SUPPLIED"] },
  { key: "WASHING_MACHINE", description: "Washing machine", category: "Laundry", subCategory: "Appliances", availability: ["SUPPLIED", "IMPLICIT"] },
  { key: "AIR_CONDITIONING", description: "Air conditioning", category: "Comfort", subCategory: "Climate", availability: ["SUPPLIED", "IMPLICIT"] },
  { key: "WORKSPACE", description: "Dedicated workspace with desk and chair", category: "Business", subCategory: "Workspace", availability: ["SUPPLIED"] },
  { key: "SMART_TV", description: "Smart TV", category: "Entertainment", subCategory: "Television", availability: ["SUPPLIED"], values: ["43 inch", "50 inch", "55 inch"] },
  { key: "HOUSEKEEPING", description: "Housekeeping", category: "Housekeeping", subCategory: "Cleaning", availability: ["IMPLICIT", "ON_REQUEST"], values: ["1 visit per week", "2 visits per week"] },
  { key: "BALCONY", description: "Private balcony", category: "Outdoor", subCategory: "Balcony", availability: ["SUPPLIED"], values: ["5 m²", "8 m²", "12 m²"] },
  { key: "EXTRA_BED", description: "Extra bed", category: "Family", subCategory: "Beds", availability: ["ON_REQUEST", "NOT_AVAILABLE"] },
  { key: "EARLY_CHECK_IN", description: "Early check-in", category: "Arrival", subCategory: "Check-in", availability: ["ON_REQUEST", "CONSIDERED"] },
  { key: "DISHWASHER", description: "Dishwasher", category: "Kitchen", subCategory: "Appliances", availability: ["SUPPLIED", "NOT_AVAILABLE"] },
];

const PROPERTY_FEATURES: readonly Template[] = [
  { key: "LIFT", description: "Lift to all floors", category: "Building", subCategory: "Access", availability: ["IMPLICIT"] },
  { key: "RECEPTION", description: "Reception desk", category: "Building", subCategory: "Reception", availability: ["SUPPLIED"], values: ["24 hours", "08:00–20:00", "07:00–23:00"] },
  { key: "GYM", description: "Residents' gym", category: "Leisure", subCategory: "Fitness", availability: ["SUPPLIED", "NOT_AVAILABLE"] },
  { key: "PARKING", description: "Parking", category: "Transport", subCategory: "Parking", availability: ["ON_REQUEST", "CONSIDERED", "NOT_AVAILABLE"], values: ["12 spaces", "20 spaces", "40 spaces"] },
  { key: "LAUNDRY_ROOM", description: "Shared laundry room", category: "Building", subCategory: "Laundry", availability: ["IMPLICIT", "SUPPLIED"] },
  { key: "BICYCLE_STORAGE", description: "Bicycle storage", category: "Transport", subCategory: "Bicycles", availability: ["SUPPLIED", "ON_REQUEST"] },
  { key: "ROOF_TERRACE", description: "Roof terrace", category: "Leisure", subCategory: "Outdoor", availability: ["SUPPLIED", "NOT_AVAILABLE"] },
  { key: "STEP_FREE_ACCESS", description: "Step-free access", category: "Accessibility", subCategory: "Access", availability: ["IMPLICIT", "CONSIDERED"] },
];

function toFeature(t: Template, random: Random): Feature {
  return {
    key: t.key,
    description: t.description,
    category: t.category,
    subCategory: t.subCategory,
    availability: random.pick(t.availability),
    measurableUnitValue: t.values ? random.pick(t.values) : null,
  };
}

export function unitFeatures(random: Random): Feature[] {
  return [...CORE, ...random.sample(UNIT_EXTRAS, random.int(2, 5))].map((t) => toFeature(t, random));
}

export function propertyFeatures(random: Random): Feature[] {
  return random.sample(PROPERTY_FEATURES, random.int(3, 6)).map((t) => toFeature(t, random));
}

import {
  Apple,
  BookOpen,
  Calculator,
  Car,
  Coffee,
  Croissant,
  Dumbbell,
  Glasses,
  GraduationCap,
  Hammer,
  HeartPulse,
  Home,
  IceCreamCone,
  type LucideIcon,
  Music,
  PawPrint,
  Pill,
  Pizza,
  Scale,
  Scissors,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Sparkles,
  Stethoscope,
  Store,
  UtensilsCrossed,
  Wrench,
  Zap,
} from "lucide-react";

/**
 * Categories name a lucide icon. Only this fixed set is bundled (importing lucide whole would ship
 * every icon to phones); unknown names fall back to a shop.
 */
const ICONS: Record<string, LucideIcon> = {
  Apple,
  BookOpen,
  Calculator,
  Car,
  Coffee,
  Croissant,
  Dumbbell,
  Glasses,
  GraduationCap,
  Hammer,
  HeartPulse,
  Home,
  IceCreamCone,
  Music,
  PawPrint,
  Pill,
  Pizza,
  Scale,
  Scissors,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Sparkles,
  Stethoscope,
  Store,
  UtensilsCrossed,
  Wrench,
  Zap,
};

export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || Store;
  return <Icon className={className} aria-hidden />;
}

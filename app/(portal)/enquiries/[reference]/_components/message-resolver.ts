import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { MessageForm, type MessageFormValues } from "@/lib/portal/messages/message-form";

// Its own module, loaded when the composer is first used: zod stays out of the page's first load.
export const messageResolver = zodResolver(MessageForm) as unknown as Resolver<MessageFormValues>;

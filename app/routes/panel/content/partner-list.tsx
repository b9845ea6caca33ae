export { default } from "../../not-available";

import { graphql } from "@/graphql/generated/client";

// Typed documents shared by every console page (the client preset generates their types).

/** The signed-in staff member: the console header shows who is signed in, and viewers get no edit controls. */
export const CurrentStaffDocument = graphql(`
  query CurrentStaff {
    me {
      id
      email
      name
      role
    }
  }
`);

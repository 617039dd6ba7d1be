import type { IntrospectionQuery } from 'graphql';
export default {
  "__schema": {
    "queryType": {
      "name": "Query",
      "kind": "OBJECT"
    },
    "mutationType": {
      "name": "Mutation",
      "kind": "OBJECT"
    },
    "subscriptionType": {
      "name": "Subscription",
      "kind": "OBJECT"
    },
    "types": [
      {
        "kind": "OBJECT",
        "name": "Address",
        "fields": [
          {
            "name": "city",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "country",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "line1",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "line2",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "postalCode",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "state",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminAuditEntry",
        "fields": [
          {
            "name": "action",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "actorEmail",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "after",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "before",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "reason",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "targetId",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "targetKind",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminClaim",
        "fields": [
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "message",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "subject",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "userEmail",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminFeedback",
        "fields": [
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "email",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "hasScreenshot",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "message",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "userEmail",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminMembership",
        "fields": [
          {
            "name": "role",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "workspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AdminWorkspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminPayout",
        "fields": [
          {
            "name": "amount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "method",
            "type": {
              "kind": "OBJECT",
              "name": "PayoutMethod",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "processedAt",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "userEmail",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminUser",
        "fields": [
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "email",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "firstName",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isAdmin",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isGuest",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "lastLoginAt",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "lastName",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "orders",
            "type": {
              "kind": "LIST",
              "ofType": {
                "kind": "NON_NULL",
                "ofType": {
                  "name": "AdminUserOrder",
                  "kind": "OBJECT",
                  "ofType": null
                }
              }
            },
            "args": []
          },
          {
            "name": "suspendedAt",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "twoFactorEnabled",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "usageTotal",
            "type": {
              "kind": "SCALAR",
              "name": "Float",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "workspaces",
            "type": {
              "kind": "LIST",
              "ofType": {
                "kind": "NON_NULL",
                "ofType": {
                  "name": "AdminMembership",
                  "kind": "OBJECT",
                  "ofType": null
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminUserOrder",
        "fields": [
          {
            "name": "amount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "currency",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "number",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "workspaceId",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AdminWorkspace",
        "fields": [
          {
            "name": "balance",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Affiliate",
        "fields": [
          {
            "name": "balance",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "code",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "commissionPercent",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "currency",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "earned",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "link",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "minimumPayout",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "paid",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "payoutMethod",
            "type": {
              "kind": "OBJECT",
              "name": "PayoutMethod",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "pending",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "referrals",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AffiliatePayout",
        "fields": [
          {
            "name": "amount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "method",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ApiKey",
        "fields": [
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "lastUsedAt",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "prefix",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AppliedCoupon",
        "fields": [
          {
            "name": "amountOff",
            "type": {
              "kind": "SCALAR",
              "name": "Float",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "code",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "percentOff",
            "type": {
              "kind": "SCALAR",
              "name": "Float",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Assistant",
        "fields": [
          {
            "name": "avatar",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "description",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "expertise",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "granted",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Attachment",
        "fields": [
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "mime",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "size",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "AuthPayload",
        "fields": [
          {
            "name": "isAdmin",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "jwt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "message",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "user",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "User",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "BillingConfig",
        "fields": [
          {
            "name": "currency",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "customCredits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "CustomCreditsConfig",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "gateways",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "stripePublishableKey",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "SCALAR",
        "name": "Boolean"
      },
      {
        "kind": "OBJECT",
        "name": "Category",
        "fields": [
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "type",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ChatCloning",
        "fields": [
          {
            "name": "conversationId",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ChatError",
        "fields": [
          {
            "name": "error",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "outOfCredits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "UNION",
        "name": "ChatEvent",
        "possibleTypes": [
          {
            "kind": "OBJECT",
            "name": "ChatCloning"
          },
          {
            "kind": "OBJECT",
            "name": "ChatError"
          },
          {
            "kind": "OBJECT",
            "name": "ChatMessage"
          },
          {
            "kind": "OBJECT",
            "name": "ChatReasoningToken"
          },
          {
            "kind": "OBJECT",
            "name": "ChatRedirect"
          },
          {
            "kind": "OBJECT",
            "name": "ChatToken"
          },
          {
            "kind": "OBJECT",
            "name": "ToolCall"
          }
        ]
      },
      {
        "kind": "OBJECT",
        "name": "ChatMessage",
        "fields": [
          {
            "name": "message",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Message",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ChatReasoningToken",
        "fields": [
          {
            "name": "text",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ChatRedirect",
        "fields": [
          {
            "name": "path",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ChatToken",
        "fields": [
          {
            "name": "count",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "text",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "CheckoutResult",
        "fields": [
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "purchaseToken",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "redirect",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Classification",
        "fields": [
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "flagged",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "input",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "language",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ClassificationLanguage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "moderation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ClassificationModeration",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "sentiment",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ClassificationSentiment",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "updatedAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ClassificationLanguage",
        "fields": [
          {
            "name": "code",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "confidence",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ClassificationModeration",
        "fields": [
          {
            "name": "categories",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ModerationCategory",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "engine",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ClassificationPage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Classification",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ClassificationSentiment",
        "fields": [
          {
            "name": "compound",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "label",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "SentimentLabel",
                "kind": "ENUM",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "lexicon",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "negative",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "neutral",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "positive",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Composition",
        "fields": [
          {
            "name": "cost",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "duration",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "error",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "instrumental",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "note",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "outputFile",
            "type": {
              "kind": "OBJECT",
              "name": "StoredFile",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "progress",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "prompt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "state",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "tags",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "updatedAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "wavFile",
            "type": {
              "kind": "OBJECT",
              "name": "StoredFile",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "CompositionPage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Composition",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Conversation",
        "fields": [
          {
            "name": "cost",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "currentLeafId",
            "type": {
              "kind": "SCALAR",
              "name": "ID",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "hasOlderMessages",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "messages",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Message",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "temporary",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "updatedAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "visibility",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ConversationPage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Conversation",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "CreatedApiKey",
        "fields": [
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "key",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "prefix",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "CustomCreditsConfig",
        "fields": [
          {
            "name": "max",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "min",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "unitPrice",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "ENUM",
        "name": "DocumentKind",
        "enumValues": [
          {
            "name": "code"
          },
          {
            "name": "document"
          }
        ]
      },
      {
        "kind": "OBJECT",
        "name": "FeedbackResult",
        "fields": [
          {
            "name": "feedback",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "FeedbackValue",
                "kind": "ENUM",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "message",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "ENUM",
        "name": "FeedbackValue",
        "enumValues": [
          {
            "name": "down"
          },
          {
            "name": "up"
          }
        ]
      },
      {
        "kind": "SCALAR",
        "name": "FileBlob"
      },
      {
        "kind": "SCALAR",
        "name": "Float"
      },
      {
        "kind": "SCALAR",
        "name": "ID"
      },
      {
        "kind": "SCALAR",
        "name": "Int"
      },
      {
        "kind": "OBJECT",
        "name": "Invitation",
        "fields": [
          {
            "name": "email",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "expiresAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "InvitationPreview",
        "fields": [
          {
            "name": "email",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "expiresAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "invitedBy",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "workspaceId",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "workspaceName",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "IpLocation",
        "fields": [
          {
            "name": "city",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "country",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "ip",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "region",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "IsolatedVoice",
        "fields": [
          {
            "name": "cost",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "error",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "inputFile",
            "type": {
              "kind": "OBJECT",
              "name": "StoredFile",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "outputFile",
            "type": {
              "kind": "OBJECT",
              "name": "StoredFile",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "progress",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "state",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "IsolatedVoicePage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "IsolatedVoice",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "ENUM",
        "name": "ListSort",
        "enumValues": [
          {
            "name": "newest"
          },
          {
            "name": "oldest"
          },
          {
            "name": "title"
          }
        ]
      },
      {
        "kind": "OBJECT",
        "name": "LoginResult",
        "fields": [
          {
            "name": "auth",
            "type": {
              "kind": "OBJECT",
              "name": "AuthPayload",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "challenge",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Message",
        "fields": [
          {
            "name": "attachments",
            "type": {
              "kind": "LIST",
              "ofType": {
                "kind": "NON_NULL",
                "ofType": {
                  "name": "Attachment",
                  "kind": "OBJECT",
                  "ofType": null
                }
              }
            },
            "args": []
          },
          {
            "name": "call",
            "type": {
              "kind": "OBJECT",
              "name": "ToolCall",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "calls",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ToolCall",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "content",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "conversationId",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isIncomplete",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isProcessing",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "parentId",
            "type": {
              "kind": "SCALAR",
              "name": "ID",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "quote",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "reasoning",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "role",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "MessageRole",
                "kind": "ENUM",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "siblingIds",
            "type": {
              "kind": "LIST",
              "ofType": {
                "kind": "NON_NULL",
                "ofType": {
                  "name": "ID",
                  "kind": "SCALAR",
                  "ofType": null
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "MessagePage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Message",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "ENUM",
        "name": "MessageRole",
        "enumValues": [
          {
            "name": "assistant"
          },
          {
            "name": "user"
          }
        ]
      },
      {
        "kind": "OBJECT",
        "name": "Model",
        "fields": [
          {
            "name": "capabilities",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "description",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "granted",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isAvailable",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isEnabled",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isLocal",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "key",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "modalitiesInput",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "notGrantedReason",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "provider",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "providerLabel",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "type",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "unavailableReason",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ModerationCategory",
        "fields": [
          {
            "name": "flagged",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "score",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Mutation",
        "fields": [
          {
            "name": "acceptInvitation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "token",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "adjustWorkspaceCredits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AdminWorkspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "amount",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Float",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "reason",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "workspaceId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "cancelSubscription",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "captchaToken",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "changeAdminUser",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AdminUser",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "isAdmin",
                "type": {
                  "kind": "SCALAR",
                  "name": "Boolean",
                  "ofType": null
                }
              },
              {
                "name": "suspended",
                "type": {
                  "kind": "SCALAR",
                  "name": "Boolean",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "changeEmail",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": [
              {
                "name": "email",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "password",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "changePassword",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "currentPassword",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "newPassword",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "checkout",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "CheckoutResult",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "input",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "kind": "SCALAR",
                    "name": "Any"
                  }
                }
              }
            ]
          },
          {
            "name": "chooseBranch",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Conversation",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "conversationId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "leafId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "classify",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Classification",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "input",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "cloneVoice",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Voice",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "consent",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Boolean",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "gender",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "locale",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "name",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "sample",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Upload",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "completeOrder",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Order",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "paymentIntent",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "setupIntent",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "createApiKey",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "CreatedApiKey",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "name",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "password",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "createCompositions",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Composition",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "duration",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Int",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "instrumental",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Boolean",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "model",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "prompt",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "tags",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "kind": "LIST",
                    "ofType": {
                      "kind": "NON_NULL",
                      "ofType": {
                        "name": "String",
                        "kind": "SCALAR",
                        "ofType": null
                      }
                    }
                  }
                }
              }
            ]
          },
          {
            "name": "createConversation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Conversation",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "title",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "createSpeech",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Speech",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "prompt",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "voiceId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "createTemporaryConversation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Conversation",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "title",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "createTranscription",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Transcription",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "file",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Upload",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "model",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "createWorkspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "name",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteClassification",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteComposition",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteConversation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteIsolatedVoice",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteSpeech",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteTranscription",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteWorkspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "deleteWriterDocument",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "kind",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "DocumentKind",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "disableTwoFactor",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "code",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "discardEmptyConversation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "enableTwoFactor",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "code",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "password",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "generateTwoFactor",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "TwoFactorSetup",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "inviteToWorkspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "email",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "isolateVoice",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "IsolatedVoice",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "file",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Upload",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "model",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "login",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "LoginResult",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "email",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "password",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "loginTwoFactor",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AuthPayload",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "challenge",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "code",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "logout",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "removeInvitation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "invitationId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "removeWorkspaceMember",
            "type": {
              "kind": "OBJECT",
              "name": "Workspace",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "userId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "renameComposition",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Composition",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "title",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "renameConversation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Conversation",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "title",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "renameIsolatedVoice",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "IsolatedVoice",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "title",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "renameSpeech",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Speech",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "title",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "renameTranscription",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Transcription",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "title",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "renameWorkspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "name",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "renameWriterDocument",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "WriterDocument",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "kind",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "DocumentKind",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              },
              {
                "name": "title",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "requestPasswordReset",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "email",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "requestPayout",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AffiliatePayout",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "amount",
                "type": {
                  "kind": "SCALAR",
                  "name": "Float",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "resendVerification",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "resetPassword",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "password",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "token",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "revokeApiKey",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "savePayoutMethod",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Affiliate",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "method",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "kind": "SCALAR",
                    "name": "Any"
                  }
                }
              }
            ]
          },
          {
            "name": "sendAccountFeedback",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "email",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "message",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "name",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "screenshot",
                "type": {
                  "kind": "SCALAR",
                  "name": "Upload",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "sendClaim",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "message",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "subject",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "sendFeedback",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "FeedbackResult",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "conversationId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "feedback",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "FeedbackValue",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              },
              {
                "name": "message",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "setBillingAddress",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "address",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "kind": "SCALAR",
                    "name": "Any"
                  }
                }
              },
              {
                "name": "workspaceId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "setClassificationStatus",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Classification",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Int",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "setConversationVisibility",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Conversation",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "visibility",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Int",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "setWorkspaceKeys",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "anthropicApiKey",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "openaiApiKey",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "setWriterDocumentStatus",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "WriterDocument",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "kind",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "DocumentKind",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Int",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "settlePayout",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AdminPayout",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "signup",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AuthPayload",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "email",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "firstName",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "lastName",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "password",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "ref",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "signupGuest",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AuthPayload",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "captchaToken",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "firstName",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "ref",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "switchWorkspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "transferWorkspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "ownerId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "undoTwoFactor",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "password",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "token",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "updateProfile",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "User",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "firstName",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "lastName",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "updateVoice",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Voice",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "name",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "visibility",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Order",
        "fields": [
          {
            "name": "address",
            "type": {
              "kind": "OBJECT",
              "name": "Address",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "coupon",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "credits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "currency",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "description",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "discount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "failureMessage",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "gateway",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "number",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "paidAt",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "plan",
            "type": {
              "kind": "OBJECT",
              "name": "Plan",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "subtotal",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "tax",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "total",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "PayoutMethod",
        "fields": [
          {
            "name": "accountHolder",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "email",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "iban",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "type",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Plan",
        "fields": [
          {
            "name": "billingCycle",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "cloneCap",
            "type": {
              "kind": "SCALAR",
              "name": "Int",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "credits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "description",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "features",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "memberCap",
            "type": {
              "kind": "SCALAR",
              "name": "Int",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "price",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "salePrice",
            "type": {
              "kind": "SCALAR",
              "name": "Float",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "PlanQuote",
        "fields": [
          {
            "name": "plan",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Plan",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "quote",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Quote",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Precheck",
        "fields": [
          {
            "name": "cloneCap",
            "type": {
              "kind": "SCALAR",
              "name": "Int",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "memberCap",
            "type": {
              "kind": "SCALAR",
              "name": "Int",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "members",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "message",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "result",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "voices",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Preset",
        "fields": [
          {
            "name": "categoryId",
            "type": {
              "kind": "SCALAR",
              "name": "ID",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "description",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "fields",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "PresetField",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "image",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "template",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "PresetField",
        "fields": [
          {
            "name": "label",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "multiline",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Prompt",
        "fields": [
          {
            "name": "content",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "description",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "image",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Provider",
        "fields": [
          {
            "name": "label",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "models",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Model",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Query",
        "fields": [
          {
            "name": "adminAudit",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "AdminAuditEntry",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "search",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "adminClaims",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "AdminClaim",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "adminFeedback",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "AdminFeedback",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "adminFeedbackScreenshot",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "FileBlob",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "adminPayouts",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "AdminPayout",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "adminUser",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "AdminUser",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "adminUsers",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "AdminUser",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "search",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "affiliate",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Affiliate",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "affiliatePayouts",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "AffiliatePayout",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "apiKeys",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ApiKey",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "assistants",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Assistant",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "attachmentFile",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "FileBlob",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "sharedConversationId",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "billingConfig",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "BillingConfig",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "categories",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Category",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "types",
                "type": {
                  "kind": "LIST",
                  "ofType": {
                    "kind": "NON_NULL",
                    "ofType": {
                      "name": "String",
                      "kind": "SCALAR",
                      "ofType": null
                    }
                  }
                }
              }
            ]
          },
          {
            "name": "classification",
            "type": {
              "kind": "OBJECT",
              "name": "Classification",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "classificationCount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "query",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "classifications",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ClassificationPage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "query",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "sort",
                "type": {
                  "kind": "ENUM",
                  "name": "ListSort",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "composition",
            "type": {
              "kind": "OBJECT",
              "name": "Composition",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "compositions",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "CompositionPage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "conversation",
            "type": {
              "kind": "OBJECT",
              "name": "Conversation",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "through",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "conversations",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ConversationPage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "sort",
                "type": {
                  "kind": "ENUM",
                  "name": "ListSort",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "customCreditsQuote",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Quote",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "amount",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Float",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "coupon",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "invitation",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "InvitationPreview",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "token",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "ipLocation",
            "type": {
              "kind": "OBJECT",
              "name": "IpLocation",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "isolatedVoice",
            "type": {
              "kind": "OBJECT",
              "name": "IsolatedVoice",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "isolatedVoices",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "IsolatedVoicePage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "me",
            "type": {
              "kind": "OBJECT",
              "name": "User",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "models",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Model",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "type",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "olderMessages",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "MessagePage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "before",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "conversationId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "order",
            "type": {
              "kind": "OBJECT",
              "name": "Order",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "orderInvoice",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "FileBlob",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "orders",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Order",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "first",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "ordersCount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "planQuote",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "PlanQuote",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "coupon",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "plans",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Plan",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "precheck",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Precheck",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "presets",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Preset",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "categoryId",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              },
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "query",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "sort",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "prompt",
            "type": {
              "kind": "OBJECT",
              "name": "Prompt",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "prompts",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Prompt",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "query",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "providers",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Provider",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "type",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "recentDocuments",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "WriterDocument",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "searchConversations",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ConversationPage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "query",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "String",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "sort",
                "type": {
                  "kind": "ENUM",
                  "name": "ListSort",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "sharedConversation",
            "type": {
              "kind": "OBJECT",
              "name": "SharedConversation",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "speech",
            "type": {
              "kind": "OBJECT",
              "name": "Speech",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "speeches",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "SpeechPage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "transcription",
            "type": {
              "kind": "OBJECT",
              "name": "Transcription",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "transcriptions",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "TranscriptionPage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "voiceCount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "owner",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "VoiceOwner",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "voices",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "VoicePage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "owner",
                "type": {
                  "kind": "ENUM",
                  "name": "VoiceOwner",
                  "ofType": null
                }
              },
              {
                "name": "query",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "workspaceDetails",
            "type": {
              "kind": "OBJECT",
              "name": "Workspace",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "workspaceUsage",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "WorkspaceUsage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "days",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "workspaceId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "workspaces",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "WorkspaceSummary",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "writerDocument",
            "type": {
              "kind": "OBJECT",
              "name": "WriterDocument",
              "ofType": null
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "kind",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "DocumentKind",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "writerDocumentCount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "kind",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "DocumentKind",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              },
              {
                "name": "query",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          },
          {
            "name": "writerDocuments",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "WriterDocumentPage",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "kind",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "DocumentKind",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              },
              {
                "name": "limit",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              },
              {
                "name": "query",
                "type": {
                  "kind": "SCALAR",
                  "name": "String",
                  "ofType": null
                }
              },
              {
                "name": "sort",
                "type": {
                  "kind": "ENUM",
                  "name": "ListSort",
                  "ofType": null
                }
              },
              {
                "name": "startingAfter",
                "type": {
                  "kind": "SCALAR",
                  "name": "ID",
                  "ofType": null
                }
              },
              {
                "name": "status",
                "type": {
                  "kind": "SCALAR",
                  "name": "Int",
                  "ofType": null
                }
              }
            ]
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Quote",
        "fields": [
          {
            "name": "coupon",
            "type": {
              "kind": "OBJECT",
              "name": "AppliedCoupon",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "credits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "currency",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "discount",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "subtotal",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "tax",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "total",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "ENUM",
        "name": "SentimentLabel",
        "enumValues": [
          {
            "name": "negative"
          },
          {
            "name": "neutral"
          },
          {
            "name": "positive"
          }
        ]
      },
      {
        "kind": "OBJECT",
        "name": "SharedConversation",
        "fields": [
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "currentLeafId",
            "type": {
              "kind": "SCALAR",
              "name": "ID",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "messages",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Message",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Speech",
        "fields": [
          {
            "name": "cost",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "error",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "outputFile",
            "type": {
              "kind": "OBJECT",
              "name": "StoredFile",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "progress",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "prompt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "state",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "updatedAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "voice",
            "type": {
              "kind": "OBJECT",
              "name": "SpeechVoice",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "SpeechPage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Speech",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "SpeechVoice",
        "fields": [
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "StoredFile",
        "fields": [
          {
            "name": "contentType",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "duration",
            "type": {
              "kind": "SCALAR",
              "name": "Float",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "height",
            "type": {
              "kind": "SCALAR",
              "name": "Int",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "size",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "url",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "width",
            "type": {
              "kind": "SCALAR",
              "name": "Int",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "SCALAR",
        "name": "String"
      },
      {
        "kind": "OBJECT",
        "name": "Subscription",
        "fields": [
          {
            "name": "resumeDocument",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "WriterDocumentEvent",
                "kind": "UNION",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "id",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "kind",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "DocumentKind",
                    "kind": "ENUM",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "resumeReply",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ChatEvent",
                "kind": "UNION",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "conversationId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              },
              {
                "name": "messageId",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "ID",
                    "kind": "SCALAR",
                    "ofType": null
                  }
                }
              }
            ]
          },
          {
            "name": "sendMessage",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ChatEvent",
                "kind": "UNION",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "input",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "kind": "SCALAR",
                    "name": "Any"
                  }
                }
              }
            ]
          },
          {
            "name": "writeDocument",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "WriterDocumentEvent",
                "kind": "UNION",
                "ofType": null
              }
            },
            "args": [
              {
                "name": "input",
                "type": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "kind": "SCALAR",
                    "name": "Any"
                  }
                }
              }
            ]
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "ToolCall",
        "fields": [
          {
            "name": "arguments",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "result",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "TranscriptContent",
        "fields": [
          {
            "name": "segments",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "TranscriptSegment",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "text",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "TranscriptSegment",
        "fields": [
          {
            "name": "end",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "start",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "text",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Transcription",
        "fields": [
          {
            "name": "content",
            "type": {
              "kind": "OBJECT",
              "name": "TranscriptContent",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "cost",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "error",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "inputFile",
            "type": {
              "kind": "OBJECT",
              "name": "StoredFile",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "progress",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "state",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "updatedAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "TranscriptionPage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Transcription",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "TwoFactorSetup",
        "fields": [
          {
            "name": "method",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "qrCode",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "secret",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "SCALAR",
        "name": "Upload"
      },
      {
        "kind": "OBJECT",
        "name": "UsageDay",
        "fields": [
          {
            "name": "credits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "date",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "uses",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "User",
        "fields": [
          {
            "name": "email",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "emailVerified",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "firstName",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isAdmin",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isGuest",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "lastName",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "twoFactorEnabled",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "workspace",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Workspace",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Voice",
        "fields": [
          {
            "name": "clone",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "engine",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "gender",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "locale",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "owner",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "VoiceOwner",
                "kind": "ENUM",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "visibility",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "ENUM",
        "name": "VoiceOwner",
        "enumValues": [
          {
            "name": "system"
          },
          {
            "name": "workspace"
          }
        ]
      },
      {
        "kind": "OBJECT",
        "name": "VoicePage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "Voice",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "Workspace",
        "fields": [
          {
            "name": "anthropicApiKey",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "billingAddress",
            "type": {
              "kind": "OBJECT",
              "name": "Address",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "credits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "invitations",
            "type": {
              "kind": "LIST",
              "ofType": {
                "kind": "NON_NULL",
                "ofType": {
                  "name": "Invitation",
                  "kind": "OBJECT",
                  "ofType": null
                }
              }
            },
            "args": []
          },
          {
            "name": "isEligibleForFreePlan",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "openaiApiKey",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "ownerId",
            "type": {
              "kind": "SCALAR",
              "name": "ID",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "people",
            "type": {
              "kind": "LIST",
              "ofType": {
                "kind": "NON_NULL",
                "ofType": {
                  "name": "WorkspacePerson",
                  "kind": "OBJECT",
                  "ofType": null
                }
              }
            },
            "args": []
          },
          {
            "name": "role",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "subscription",
            "type": {
              "kind": "OBJECT",
              "name": "WorkspaceSubscription",
              "ofType": null
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WorkspacePerson",
        "fields": [
          {
            "name": "email",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "firstName",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "lastName",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "role",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WorkspaceSubscription",
        "fields": [
          {
            "name": "cancelledAt",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "endsAt",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "plan",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Plan",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WorkspaceSummary",
        "fields": [
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isCurrent",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "name",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "role",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WorkspaceUsage",
        "fields": [
          {
            "name": "days",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "UsageDay",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          },
          {
            "name": "totalCredits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Float",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "totalUses",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WriterDocument",
        "fields": [
          {
            "name": "content",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "createdAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "id",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "ID",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isIncomplete",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "isProcessing",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "kind",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "DocumentKind",
                "kind": "ENUM",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "language",
            "type": {
              "kind": "SCALAR",
              "name": "String",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "model",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "presetId",
            "type": {
              "kind": "SCALAR",
              "name": "ID",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "status",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Int",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "title",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "updatedAt",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WriterDocumentError",
        "fields": [
          {
            "name": "documentId",
            "type": {
              "kind": "SCALAR",
              "name": "ID",
              "ofType": null
            },
            "args": []
          },
          {
            "name": "error",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "kept",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "outOfCredits",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "UNION",
        "name": "WriterDocumentEvent",
        "possibleTypes": [
          {
            "kind": "OBJECT",
            "name": "WriterDocumentError"
          },
          {
            "kind": "OBJECT",
            "name": "WriterDocumentStored"
          },
          {
            "kind": "OBJECT",
            "name": "WriterDocumentToken"
          }
        ]
      },
      {
        "kind": "OBJECT",
        "name": "WriterDocumentPage",
        "fields": [
          {
            "name": "hasMore",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "Boolean",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          },
          {
            "name": "items",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "kind": "LIST",
                "ofType": {
                  "kind": "NON_NULL",
                  "ofType": {
                    "name": "WriterDocument",
                    "kind": "OBJECT",
                    "ofType": null
                  }
                }
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WriterDocumentStored",
        "fields": [
          {
            "name": "document",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "WriterDocument",
                "kind": "OBJECT",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "OBJECT",
        "name": "WriterDocumentToken",
        "fields": [
          {
            "name": "text",
            "type": {
              "kind": "NON_NULL",
              "ofType": {
                "name": "String",
                "kind": "SCALAR",
                "ofType": null
              }
            },
            "args": []
          }
        ],
        "interfaces": []
      },
      {
        "kind": "SCALAR",
        "name": "Any"
      }
    ],
    "directives": []
  }
} as unknown as IntrospectionQuery;